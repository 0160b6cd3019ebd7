; ModuleID = 'enough.c'
source_filename = "enough.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i32, i32, i32, i64, i64, %struct.string_t, i32*, i64*, %struct.tab* }
%struct.string_t = type { i8*, i64, i64 }
%struct.tab = type { i64, i8* }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@g = dso_local local_unnamed_addr global %struct.anon zeroinitializer, align 8
@.str = private unnamed_addr constant [60 x i8] c"invalid arguments, need: [sym >= 2 [root >= 1 [max >= 1]]]\0A\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [48 x i8] c"abort: code length too long for internal types\0A\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"%d symbols cannot be coded in %d bits\0A\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"g.code != NULL && \22out of memory\22\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"enough.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [23 x i8] c"int main(int, char **)\00", align 1
@.str.7 = private unnamed_addr constant [39 x i8] c"g.size <= (size_t)-1 / n && \22overflow\22\00", align 1
@.str.8 = private unnamed_addr constant [33 x i8] c"g.num != NULL && \22out of memory\22\00", align 1
@.str.9 = private unnamed_addr constant [45 x i8] c"got != (big_t)-1 && sum >= got && \22overflow\22\00", align 1
@.str.10 = private unnamed_addr constant [36 x i8] c"%ju total codes for 2 to %d symbols\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c" (%d-bit length limit)\0A\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c" (no length limit)\00", align 1
@.str.13 = private unnamed_addr constant [34 x i8] c"g.done != NULL && \22out of memory\22\00", align 1
@.str.14 = private unnamed_addr constant [42 x i8] c"cannot handle minimum code lengths > root\00", align 1
@.str.15 = private unnamed_addr constant [34 x i8] c"s->str != NULL && \22out of memory\22\00", align 1
@__PRETTY_FUNCTION__.string_init = private unnamed_addr constant [29 x i8] c"void string_init(string_t *)\00", align 1
@.str.16 = private unnamed_addr constant [39 x i8] c"syms > left && left > 0 && len < g.max\00", align 1
@__PRETTY_FUNCTION__.count = private unnamed_addr constant [27 x i8] c"big_t count(int, int, int)\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"sum != 0\00", align 1
@.str.18 = private unnamed_addr constant [43 x i8] c"maximum of %d table entries for root = %d\0A\00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.19 = private unnamed_addr constant [12 x i8] c"rem == left\00", align 1
@__PRETTY_FUNCTION__.examine = private unnamed_addr constant [38 x i8] c"void examine(int, int, int, int, int)\00", align 1
@.str.20 = private unnamed_addr constant [16 x i8] c"(left & 1) == 0\00", align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"<%u, %u, %u>:\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c" %d[%d]\00", align 1
@.str.23 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.24 = private unnamed_addr constant [28 x i8] c"ret >= 0 && \22out of memory\22\00", align 1
@__PRETTY_FUNCTION__.string_printf = private unnamed_addr constant [44 x i8] c"void string_printf(string_t *, char *, ...)\00", align 1
@.str.25 = private unnamed_addr constant [27 x i8] c"s->size != 0 && \22overflow\22\00", align 1
@.str.26 = private unnamed_addr constant [34 x i8] c"vector != NULL && \22out of memory\22\00", align 1
@__PRETTY_FUNCTION__.been_here = private unnamed_addr constant [39 x i8] c"int been_here(int, int, int, int, int)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) bitcast (i32** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 6) to i8*), i8 0, i64 24, i1 false)
  store i64 16, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 1), align 8, !tbaa !5
  %3 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #11
  store i8* %3, i8** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 0), align 8, !tbaa !11
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  call void @__assert_fail(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 190, i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @__PRETTY_FUNCTION__.string_init, i64 0, i64 0)) #12
  unreachable

6:                                                ; preds = %2
  store i8 0, i8* %3, align 1, !tbaa !12
  store i64 0, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 2), align 8, !tbaa !13
  store i32 9, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  store i32 15, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  %7 = icmp sgt i32 %0, 1
  br i1 %7, label %8, label %25

8:                                                ; preds = %6
  %9 = getelementptr inbounds i8*, i8** %1, i64 1
  %10 = load i8*, i8** %9, align 8, !tbaa !18
  %11 = call i64 @strtol(i8* nocapture noundef nonnull %10, i8** noundef null, i32 noundef 10) #11
  %12 = trunc i64 %11 to i32
  %13 = icmp eq i32 %0, 2
  br i1 %13, label %25, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8*, i8** %1, i64 2
  %16 = load i8*, i8** %15, align 8, !tbaa !18
  %17 = call i64 @strtol(i8* nocapture noundef nonnull %16, i8** noundef null, i32 noundef 10) #11
  %18 = trunc i64 %17 to i32
  store i32 %18, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  %19 = icmp sgt i32 %0, 3
  br i1 %19, label %20, label %25

20:                                               ; preds = %14
  %21 = getelementptr inbounds i8*, i8** %1, i64 3
  %22 = load i8*, i8** %21, align 8, !tbaa !18
  %23 = call i64 @strtol(i8* nocapture noundef nonnull %22, i8** noundef null, i32 noundef 10) #11
  %24 = trunc i64 %23 to i32
  store i32 %24, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  br label %25

25:                                               ; preds = %8, %20, %14, %6
  %26 = phi i32 [ %12, %20 ], [ %12, %14 ], [ %12, %8 ], [ 286, %6 ]
  %27 = icmp sgt i32 %0, 4
  %28 = icmp slt i32 %26, 2
  %29 = select i1 %27, i1 true, i1 %28
  %30 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4
  %31 = icmp slt i32 %30, 1
  %32 = select i1 %29, i1 true, i1 %31
  %33 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8
  %34 = icmp slt i32 %33, 1
  %35 = select i1 %32, i1 true, i1 %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %25
  %37 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !18
  %38 = call i64 @fwrite(i8* getelementptr inbounds ([60 x i8], [60 x i8]* @.str, i64 0, i64 0), i64 59, i64 1, %struct._IO_FILE* %37) #13
  br label %243

39:                                               ; preds = %25
  %40 = add nsw i32 %26, -1
  %41 = icmp slt i32 %33, %26
  br i1 %41, label %43, label %42

42:                                               ; preds = %39
  store i32 %40, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  br label %43

43:                                               ; preds = %39, %42
  %44 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  %45 = icmp sgt i32 %44, 64
  br i1 %45, label %53, label %46

46:                                               ; preds = %43
  %47 = add nsw i32 %26, -2
  %48 = zext i32 %47 to i64
  %49 = add nsw i32 %44, -1
  %50 = zext i32 %49 to i64
  %51 = lshr i64 -1, %50
  %52 = icmp ugt i64 %51, %48
  br i1 %52, label %56, label %53

53:                                               ; preds = %46, %43
  %54 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !18
  %55 = call i64 @fwrite(i8* getelementptr inbounds ([48 x i8], [48 x i8]* @.str.1, i64 0, i64 0), i64 47, i64 1, %struct._IO_FILE* %54) #13
  br label %243

56:                                               ; preds = %46
  %57 = zext i32 %40 to i64
  %58 = zext i32 %44 to i64
  %59 = lshr i64 %57, %58
  %60 = icmp eq i64 %59, 0
  br i1 %60, label %64, label %61

61:                                               ; preds = %56
  %62 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !18
  %63 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %62, i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.2, i64 0, i64 0), i32 noundef %26, i32 noundef %44) #13
  br label %243

64:                                               ; preds = %56
  %65 = add nsw i32 %44, 1
  %66 = sext i32 %65 to i64
  %67 = call noalias i8* @calloc(i64 noundef %66, i64 noundef 4) #11
  store i8* %67, i8** bitcast (i32** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 6) to i8**), align 8, !tbaa !19
  %68 = icmp eq i8* %67, null
  br i1 %68, label %69, label %70

69:                                               ; preds = %64
  call void @__assert_fail(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 547, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #12
  unreachable

70:                                               ; preds = %64
  %71 = icmp eq i32 %26, 2
  br i1 %71, label %72, label %73

72:                                               ; preds = %70
  store i64* null, i64** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 7), align 8, !tbaa !20
  br label %88

73:                                               ; preds = %70
  %74 = ashr i32 %26, 1
  %75 = zext i32 %74 to i64
  %76 = ashr i32 %40, 1
  %77 = zext i32 %76 to i64
  %78 = mul nuw i64 %77, %75
  store i64 %78, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 3), align 8, !tbaa !21
  %79 = sext i32 %49 to i64
  %80 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %79, i64 %78)
  %81 = extractvalue { i64, i1 } %80, 1
  br i1 %81, label %82, label %83

82:                                               ; preds = %73
  call void @__assert_fail(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 559, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #12
  unreachable

83:                                               ; preds = %73
  %84 = mul i64 %78, %79
  store i64 %84, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 3), align 8, !tbaa !21
  %85 = call noalias i8* @calloc(i64 noundef %84, i64 noundef 8) #11
  store i8* %85, i8** bitcast (i64** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 7) to i8**), align 8, !tbaa !20
  %86 = icmp eq i8* %85, null
  br i1 %86, label %87, label %88

87:                                               ; preds = %83
  call void @__assert_fail(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 562, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #12
  unreachable

88:                                               ; preds = %83, %72
  %89 = icmp slt i32 %26, 2
  br i1 %89, label %93, label %98

90:                                               ; preds = %98
  %91 = add nuw i32 %99, 1
  %92 = icmp eq i32 %99, %26
  br i1 %92, label %93, label %98, !llvm.loop !22

93:                                               ; preds = %90, %88
  %94 = phi i64 [ 0, %88 ], [ %102, %90 ]
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.10, i64 0, i64 0), i64 noundef %94, i32 noundef %26)
  %96 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  %97 = icmp slt i32 %96, %40
  br i1 %97, label %107, label %109

98:                                               ; preds = %88, %90
  %99 = phi i32 [ %91, %90 ], [ 2, %88 ]
  %100 = phi i64 [ %102, %90 ], [ 0, %88 ]
  %101 = call fastcc i64 @count(i32 noundef %99, i32 noundef 2, i32 noundef 1)
  %102 = add i64 %101, %100
  %103 = icmp eq i64 %101, -1
  %104 = icmp ult i64 %102, %101
  %105 = select i1 %103, i1 true, i1 %104
  br i1 %105, label %106, label %90

106:                                              ; preds = %98
  call void @__assert_fail(i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 570, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #12
  unreachable

107:                                              ; preds = %93
  %108 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), i32 noundef %96)
  br label %111

109:                                              ; preds = %93
  %110 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i64 0, i64 0))
  br label %111

111:                                              ; preds = %109, %107
  br i1 %71, label %112, label %113

112:                                              ; preds = %111
  store %struct.tab* null, %struct.tab** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 8), align 8, !tbaa !25
  br label %118

113:                                              ; preds = %111
  %114 = load i64, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 3), align 8, !tbaa !21
  %115 = call noalias i8* @calloc(i64 noundef %114, i64 noundef 16) #11
  store i8* %115, i8** bitcast (%struct.tab** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 8) to i8**), align 8, !tbaa !25
  %116 = icmp eq i8* %115, null
  br i1 %116, label %117, label %118

117:                                              ; preds = %113
  call void @__assert_fail(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 583, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #12
  unreachable

118:                                              ; preds = %113, %112
  %119 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  %120 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  %121 = icmp sgt i32 %119, %120
  br i1 %121, label %122, label %123

122:                                              ; preds = %118
  store i32 %120, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  br label %123

123:                                              ; preds = %122, %118
  %124 = sext i32 %26 to i64
  %125 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  %126 = add nsw i32 %125, 1
  %127 = zext i32 %126 to i64
  %128 = lshr i64 %124, %127
  %129 = icmp eq i64 %128, 0
  br i1 %129, label %130, label %215

130:                                              ; preds = %123
  %131 = icmp slt i32 %120, 0
  br i1 %131, label %134, label %132

132:                                              ; preds = %130
  %133 = load i32*, i32** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 6), align 8, !tbaa !19
  br label %145

134:                                              ; preds = %145, %130
  %135 = load i8*, i8** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 0), align 8, !tbaa !11
  store i8 0, i8* %135, align 1, !tbaa !12
  store i64 0, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 2), align 8, !tbaa !13
  %136 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  %137 = shl i32 1, %136
  store i32 %137, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 2), align 8, !tbaa !26
  %138 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  %139 = icmp sge i32 %136, %138
  %140 = icmp slt i32 %26, 3
  %141 = or i1 %140, %139
  br i1 %141, label %208, label %142

142:                                              ; preds = %134
  %143 = add i32 %26, 1
  %144 = zext i32 %143 to i64
  br label %152

145:                                              ; preds = %145, %132
  %146 = phi i64 [ 0, %132 ], [ %148, %145 ]
  %147 = getelementptr inbounds i32, i32* %133, i64 %146
  store i32 0, i32* %147, align 4, !tbaa !27
  %148 = add nuw nsw i64 %146, 1
  %149 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  %150 = sext i32 %149 to i64
  %151 = icmp slt i64 %146, %150
  br i1 %151, label %145, label %134, !llvm.loop !28

152:                                              ; preds = %163, %142
  %153 = phi i64 [ 3, %142 ], [ %164, %163 ]
  %154 = trunc i64 %153 to i32
  %155 = add i32 %154, -1
  %156 = ashr i32 %155, 1
  %157 = sext i32 %156 to i64
  %158 = add i32 %154, -2
  %159 = ashr i32 %158, 1
  %160 = sext i32 %159 to i64
  %161 = mul nsw i64 %157, %160
  %162 = add nsw i64 %161, -1
  br label %166

163:                                              ; preds = %205
  %164 = add nuw nsw i64 %153, 1
  %165 = icmp eq i64 %164, %144
  br i1 %165, label %208, label %152, !llvm.loop !29

166:                                              ; preds = %205, %152
  %167 = phi i64 [ 2, %152 ], [ %206, %205 ]
  %168 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  %169 = add nsw i32 %168, 1
  %170 = lshr exact i64 %167, 1
  %171 = add nsw i64 %162, %170
  %172 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  %173 = add nsw i32 %172, -1
  %174 = sext i32 %173 to i64
  %175 = mul i64 %171, %174
  %176 = sext i32 %168 to i64
  %177 = add i64 %175, %176
  %178 = icmp slt i32 %169, %172
  br i1 %178, label %179, label %187

179:                                              ; preds = %166
  %180 = load i64*, i64** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 7), align 8, !tbaa !20
  %181 = getelementptr inbounds i64, i64* %180, i64 %177
  %182 = load i64, i64* %181, align 8, !tbaa !30
  %183 = icmp eq i64 %182, 0
  br i1 %183, label %187, label %184

184:                                              ; preds = %179
  %185 = shl i32 1, %168
  %186 = trunc i64 %167 to i32
  call fastcc void @examine(i32 noundef %154, i32 noundef %186, i32 noundef %169, i32 noundef %185, i32 noundef 0) #11
  br label %187

187:                                              ; preds = %184, %179, %166
  %188 = load i64*, i64** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 7), align 8, !tbaa !20
  %189 = add i64 %177, -1
  %190 = getelementptr inbounds i64, i64* %188, i64 %189
  %191 = load i64, i64* %190, align 8, !tbaa !30
  %192 = icmp eq i64 %191, 0
  %193 = trunc i64 %167 to i32
  %194 = shl i32 %193, 1
  %195 = sext i32 %194 to i64
  %196 = icmp sgt i64 %153, %195
  %197 = select i1 %192, i1 true, i1 %196
  br i1 %197, label %205, label %198

198:                                              ; preds = %187
  %199 = sub nsw i64 %153, %167
  %200 = trunc i64 %199 to i32
  %201 = shl i32 %200, 1
  %202 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  %203 = add nsw i32 %202, 1
  %204 = shl i32 1, %202
  call fastcc void @examine(i32 noundef %201, i32 noundef %201, i32 noundef %203, i32 noundef %204, i32 noundef 0) #11
  br label %205

205:                                              ; preds = %198, %187
  %206 = add nuw nsw i64 %167, 2
  %207 = icmp ult i64 %206, %153
  br i1 %207, label %166, label %163, !llvm.loop !31

208:                                              ; preds = %163, %134
  %209 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 2), align 8, !tbaa !26
  %210 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  %211 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.18, i64 0, i64 0), i32 noundef %209, i32 noundef %210) #11
  %212 = load i8*, i8** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 0), align 8, !tbaa !32
  %213 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !18
  %214 = call i32 @fputs(i8* noundef %212, %struct._IO_FILE* noundef %213) #11
  br label %218

215:                                              ; preds = %123
  %216 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !18
  %217 = call i64 @fwrite(i8* getelementptr inbounds ([42 x i8], [42 x i8]* @.str.14, i64 0, i64 0), i64 41, i64 1, %struct._IO_FILE* %216) #13
  br label %218

218:                                              ; preds = %215, %208
  %219 = load %struct.tab*, %struct.tab** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 8), align 8, !tbaa !25
  %220 = icmp eq %struct.tab* %219, null
  br i1 %220, label %239, label %221

221:                                              ; preds = %218
  %222 = load i64, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 3), align 8, !tbaa !21
  %223 = icmp eq i64 %222, 0
  br i1 %223, label %224, label %226

224:                                              ; preds = %235, %221
  store i64 0, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 3), align 8, !tbaa !21
  %225 = load i8*, i8** bitcast (%struct.tab** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 8) to i8**), align 8, !tbaa !25
  call void @free(i8* noundef %225) #11
  store %struct.tab* null, %struct.tab** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 8), align 8, !tbaa !25
  br label %239

226:                                              ; preds = %221, %235
  %227 = phi i64 [ %236, %235 ], [ 0, %221 ]
  %228 = load %struct.tab*, %struct.tab** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 8), align 8, !tbaa !25
  %229 = getelementptr inbounds %struct.tab, %struct.tab* %228, i64 %227, i32 0
  %230 = load i64, i64* %229, align 8, !tbaa !33
  %231 = icmp eq i64 %230, 0
  br i1 %231, label %235, label %232

232:                                              ; preds = %226
  %233 = getelementptr inbounds %struct.tab, %struct.tab* %228, i64 %227, i32 1
  %234 = load i8*, i8** %233, align 8, !tbaa !35
  call void @free(i8* noundef %234) #11
  br label %235

235:                                              ; preds = %232, %226
  %236 = add nuw i64 %227, 1
  %237 = load i64, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 3), align 8, !tbaa !21
  %238 = icmp ult i64 %236, %237
  br i1 %238, label %226, label %224, !llvm.loop !36

239:                                              ; preds = %218, %224
  %240 = load i8*, i8** bitcast (i64** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 7) to i8**), align 8, !tbaa !20
  call void @free(i8* noundef %240) #11
  store i64* null, i64** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 7), align 8, !tbaa !20
  %241 = load i8*, i8** bitcast (i32** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 6) to i8**), align 8, !tbaa !19
  call void @free(i8* noundef %241) #11
  store i32* null, i32** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 6), align 8, !tbaa !19
  %242 = load i8*, i8** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 0), align 8, !tbaa !11
  call void @free(i8* noundef %242) #11
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) bitcast (i8** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 0) to i8*), i8 0, i64 24, i1 false) #11
  br label %243

243:                                              ; preds = %53, %61, %239, %36
  %244 = phi i32 [ 1, %36 ], [ 1, %53 ], [ 1, %61 ], [ 0, %239 ]
  ret i32 %244
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @fputs(i8* nocapture noundef readonly, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc i64 @count(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = icmp eq i32 %0, %1
  br i1 %4, label %84, label %5

5:                                                ; preds = %3
  %6 = icmp sgt i32 %0, %1
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  %9 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8
  %10 = icmp sgt i32 %9, %2
  %11 = select i1 %8, i1 %10, i1 false
  br i1 %11, label %13, label %12

12:                                               ; preds = %5
  call void @__assert_fail(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 267, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @__PRETTY_FUNCTION__.count, i64 0, i64 0)) #12
  unreachable

13:                                               ; preds = %5
  %14 = add nsw i32 %0, -1
  %15 = ashr i32 %14, 1
  %16 = sext i32 %15 to i64
  %17 = add nsw i32 %0, -2
  %18 = ashr i32 %17, 1
  %19 = sext i32 %18 to i64
  %20 = mul nsw i64 %16, %19
  %21 = ashr i32 %1, 1
  %22 = add nsw i32 %21, -1
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %20, %23
  %25 = add nsw i32 %9, -1
  %26 = sext i32 %25 to i64
  %27 = mul i64 %24, %26
  %28 = sext i32 %2 to i64
  %29 = add nsw i64 %28, -1
  %30 = add i64 %29, %27
  %31 = load i64*, i64** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 7), align 8, !tbaa !20
  %32 = getelementptr inbounds i64, i64* %31, i64 %30
  %33 = load i64, i64* %32, align 8, !tbaa !30
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %35, label %84

35:                                               ; preds = %13
  %36 = shl i32 %1, 1
  %37 = sub nsw i32 %36, %0
  %38 = icmp sgt i32 %37, 0
  %39 = select i1 %38, i32 %37, i32 0
  %40 = sext i32 %1 to i64
  %41 = sub nsw i32 %9, %2
  %42 = zext i32 %41 to i64
  %43 = shl i64 %40, %42
  %44 = sext i32 %0 to i64
  %45 = sub i64 %43, %44
  %46 = shl nsw i64 -1, %42
  %47 = xor i64 %46, -1
  %48 = udiv i64 %45, %47
  %49 = trunc i64 %48 to i32
  %50 = icmp sgt i32 %39, %49
  br i1 %50, label %75, label %51

51:                                               ; preds = %35
  %52 = add nsw i32 %2, 1
  %53 = sub nsw i32 %0, %39
  %54 = sub nsw i32 %1, %39
  %55 = shl i32 %54, 1
  %56 = call fastcc i64 @count(i32 noundef %53, i32 noundef %55, i32 noundef %52)
  %57 = icmp eq i64 %56, -1
  br i1 %57, label %75, label %58

58:                                               ; preds = %51, %63
  %59 = phi i64 [ %68, %63 ], [ %56, %51 ]
  %60 = phi i32 [ %61, %63 ], [ %39, %51 ]
  %61 = add nuw i32 %60, 1
  %62 = icmp eq i32 %60, %49
  br i1 %62, label %72, label %63, !llvm.loop !37

63:                                               ; preds = %58
  %64 = sub nsw i32 %0, %61
  %65 = sub nsw i32 %1, %61
  %66 = shl i32 %65, 1
  %67 = call fastcc i64 @count(i32 noundef %64, i32 noundef %66, i32 noundef %52)
  %68 = add i64 %67, %59
  %69 = icmp eq i64 %67, -1
  %70 = icmp ult i64 %68, %67
  %71 = select i1 %69, i1 true, i1 %70
  br i1 %71, label %72, label %58, !llvm.loop !37

72:                                               ; preds = %58, %63
  %73 = phi i64 [ %59, %58 ], [ %68, %63 ]
  %74 = icmp sge i32 %60, %49
  br label %75

75:                                               ; preds = %72, %51, %35
  %76 = phi i1 [ %50, %35 ], [ %50, %51 ], [ %74, %72 ]
  %77 = phi i64 [ 0, %35 ], [ %56, %51 ], [ %73, %72 ]
  br i1 %76, label %78, label %84

78:                                               ; preds = %75
  %79 = icmp eq i64 %77, 0
  br i1 %79, label %80, label %81

80:                                               ; preds = %78
  call void @__assert_fail(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 297, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @__PRETTY_FUNCTION__.count, i64 0, i64 0)) #12
  unreachable

81:                                               ; preds = %78
  %82 = load i64*, i64** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 7), align 8, !tbaa !20
  %83 = getelementptr inbounds i64, i64* %82, i64 %30
  store i64 %77, i64* %83, align 8, !tbaa !30
  br label %84

84:                                               ; preds = %13, %75, %81, %3
  %85 = phi i64 [ 1, %3 ], [ %33, %13 ], [ %77, %81 ], [ -1, %75 ]
  ret i64 %85
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc void @examine(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #0 {
  %6 = icmp eq i32 %0, %1
  br i1 %6, label %7, label %86

7:                                                ; preds = %5
  %8 = load i32*, i32** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 6), align 8, !tbaa !19
  %9 = sext i32 %2 to i64
  %10 = getelementptr inbounds i32, i32* %8, i64 %9
  store i32 %1, i32* %10, align 4, !tbaa !27
  %11 = icmp sgt i32 %1, %4
  br i1 %11, label %12, label %23

12:                                               ; preds = %7
  %13 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  %14 = sub nsw i32 %2, %13
  %15 = shl i32 1, %14
  br label %16

16:                                               ; preds = %12, %16
  %17 = phi i32 [ %4, %12 ], [ %15, %16 ]
  %18 = phi i32 [ %3, %12 ], [ %21, %16 ]
  %19 = phi i32 [ %1, %12 ], [ %20, %16 ]
  %20 = sub nsw i32 %19, %17
  %21 = add nsw i32 %15, %18
  %22 = icmp sgt i32 %20, %15
  br i1 %22, label %16, label %23, !llvm.loop !38

23:                                               ; preds = %16, %7
  %24 = phi i32 [ %1, %7 ], [ %20, %16 ]
  %25 = phi i32 [ %3, %7 ], [ %21, %16 ]
  %26 = phi i32 [ %4, %7 ], [ %15, %16 ]
  %27 = icmp eq i32 %24, %26
  br i1 %27, label %29, label %28

28:                                               ; preds = %23
  call void @__assert_fail(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.19, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 373, i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @__PRETTY_FUNCTION__.examine, i64 0, i64 0)) #12
  unreachable

29:                                               ; preds = %23
  %30 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 2), align 8, !tbaa !26
  %31 = icmp slt i32 %25, %30
  br i1 %31, label %232, label %32

32:                                               ; preds = %29
  %33 = icmp sgt i32 %25, %30
  br i1 %33, label %34, label %36

34:                                               ; preds = %32
  store i32 %25, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 2), align 8, !tbaa !26
  %35 = load i8*, i8** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 0), align 8, !tbaa !11
  store i8 0, i8* %35, align 1, !tbaa !12
  store i64 0, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 2), align 8, !tbaa !13
  br label %36

36:                                               ; preds = %34, %32
  %37 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  %38 = shl i32 1, %37
  %39 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  %40 = icmp sgt i32 %37, %39
  br i1 %40, label %41, label %45

41:                                               ; preds = %36
  %42 = load i32*, i32** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 6), align 8, !tbaa !19
  %43 = sext i32 %37 to i64
  %44 = sext i32 %39 to i64
  br label %57

45:                                               ; preds = %67, %36
  %46 = phi i32 [ %38, %36 ], [ %69, %67 ]
  %47 = phi i32 [ 0, %36 ], [ %68, %67 ]
  %48 = add nsw i32 %39, 1
  %49 = shl i32 1, %39
  %50 = sub nsw i32 %49, %46
  %51 = shl i32 %50, 1
  call void (%struct.string_t*, i8*, ...) @string_printf(%struct.string_t* undef, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.21, i64 0, i64 0), i32 noundef %47, i32 noundef %48, i32 noundef %51)
  %52 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  %53 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %55, label %72

55:                                               ; preds = %45
  %56 = sext i32 %52 to i64
  br label %73

57:                                               ; preds = %41, %67
  %58 = phi i64 [ %43, %41 ], [ %70, %67 ]
  %59 = phi i32 [ 0, %41 ], [ %68, %67 ]
  %60 = phi i32 [ %38, %41 ], [ %69, %67 ]
  %61 = getelementptr inbounds i32, i32* %42, i64 %58
  %62 = load i32, i32* %61, align 4, !tbaa !27
  %63 = sub nsw i32 %60, %62
  %64 = and i32 %63, 1
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %67, label %66

66:                                               ; preds = %57
  call void @__assert_fail(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 390, i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @__PRETTY_FUNCTION__.examine, i64 0, i64 0)) #12
  unreachable

67:                                               ; preds = %57
  %68 = add nsw i32 %62, %59
  %69 = ashr i32 %63, 1
  %70 = add nsw i64 %58, -1
  %71 = icmp sgt i64 %70, %44
  br i1 %71, label %57, label %45, !llvm.loop !39

72:                                               ; preds = %82, %45
  call void (%struct.string_t*, i8*, ...) @string_printf(%struct.string_t* undef, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.23, i64 0, i64 0))
  br label %232

73:                                               ; preds = %55, %82
  %74 = phi i64 [ %56, %55 ], [ %75, %82 ]
  %75 = add nsw i64 %74, 1
  %76 = load i32*, i32** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 6), align 8, !tbaa !19
  %77 = getelementptr inbounds i32, i32* %76, i64 %75
  %78 = load i32, i32* %77, align 4, !tbaa !27
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %82, label %80

80:                                               ; preds = %73
  %81 = trunc i64 %75 to i32
  call void (%struct.string_t*, i8*, ...) @string_printf(%struct.string_t* undef, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i32 noundef %78, i32 noundef %81)
  br label %82

82:                                               ; preds = %73, %80
  %83 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  %84 = sext i32 %83 to i64
  %85 = icmp slt i64 %75, %84
  br i1 %85, label %73, label %72, !llvm.loop !40

86:                                               ; preds = %5
  %87 = add nsw i32 %0, -1
  %88 = ashr i32 %87, 1
  %89 = sext i32 %88 to i64
  %90 = add nsw i32 %0, -2
  %91 = ashr i32 %90, 1
  %92 = sext i32 %91 to i64
  %93 = mul nsw i64 %89, %92
  %94 = ashr i32 %1, 1
  %95 = add nsw i32 %94, -1
  %96 = sext i32 %95 to i64
  %97 = add nsw i64 %93, %96
  %98 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  %99 = add nsw i32 %98, -1
  %100 = sext i32 %99 to i64
  %101 = mul i64 %97, %100
  %102 = sext i32 %2 to i64
  %103 = add nsw i64 %102, -1
  %104 = add i64 %103, %101
  %105 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  %106 = shl i32 -1, %105
  %107 = add i32 %106, %3
  %108 = lshr i32 %107, 1
  %109 = ashr i32 %4, 1
  %110 = ashr i32 %107, 4
  %111 = add nsw i32 %110, %109
  %112 = sext i32 %111 to i64
  %113 = add nsw i64 %112, 1
  %114 = mul i64 %113, %112
  %115 = lshr i64 %114, 1
  %116 = sext i32 %109 to i64
  %117 = add i64 %115, %116
  %118 = and i32 %108, 7
  %119 = shl i32 1, %118
  %120 = load %struct.tab*, %struct.tab** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 8), align 8, !tbaa !25
  %121 = getelementptr inbounds %struct.tab, %struct.tab* %120, i64 %104, i32 0
  %122 = load i64, i64* %121, align 8, !tbaa !33
  %123 = icmp ult i64 %117, %122
  br i1 %123, label %124, label %132

124:                                              ; preds = %86
  %125 = getelementptr inbounds %struct.tab, %struct.tab* %120, i64 %104, i32 1
  %126 = load i8*, i8** %125, align 8, !tbaa !35
  %127 = getelementptr inbounds i8, i8* %126, i64 %117
  %128 = load i8, i8* %127, align 1, !tbaa !12
  %129 = zext i8 %128 to i32
  %130 = and i32 %119, %129
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %164, label %236

132:                                              ; preds = %86
  %133 = icmp eq i64 %122, 0
  br i1 %133, label %150, label %134

134:                                              ; preds = %132, %134
  %135 = phi i64 [ %136, %134 ], [ %122, %132 ]
  %136 = shl i64 %135, 1
  %137 = icmp ugt i64 %136, %117
  br i1 %137, label %138, label %134, !llvm.loop !41

138:                                              ; preds = %134
  %139 = getelementptr inbounds %struct.tab, %struct.tab* %120, i64 %104, i32 1
  %140 = load i8*, i8** %139, align 8, !tbaa !35
  %141 = call i8* @realloc(i8* noundef %140, i64 noundef %136) #11
  %142 = icmp eq i8* %141, null
  br i1 %142, label %143, label %144

143:                                              ; preds = %138
  call void @__assert_fail(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.26, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 334, i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @__PRETTY_FUNCTION__.been_here, i64 0, i64 0)) #12
  unreachable

144:                                              ; preds = %138
  %145 = load %struct.tab*, %struct.tab** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 8), align 8, !tbaa !25
  %146 = getelementptr inbounds %struct.tab, %struct.tab* %145, i64 %104, i32 0
  %147 = load i64, i64* %146, align 8, !tbaa !33
  %148 = getelementptr inbounds i8, i8* %141, i64 %147
  %149 = sub i64 %136, %147
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %148, i8 0, i64 %149, i1 false) #11
  br label %158

150:                                              ; preds = %132, %150
  %151 = phi i64 [ %153, %150 ], [ 16, %132 ]
  %152 = icmp ugt i64 %151, %117
  %153 = shl i64 %151, 1
  br i1 %152, label %154, label %150, !llvm.loop !42

154:                                              ; preds = %150
  %155 = call noalias i8* @calloc(i64 noundef %151, i64 noundef 1) #11
  %156 = icmp eq i8* %155, null
  br i1 %156, label %157, label %158

157:                                              ; preds = %154
  call void @__assert_fail(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.26, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 344, i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @__PRETTY_FUNCTION__.been_here, i64 0, i64 0)) #12
  unreachable

158:                                              ; preds = %154, %144
  %159 = phi i64 [ %136, %144 ], [ %151, %154 ]
  %160 = phi i8* [ %141, %144 ], [ %155, %154 ]
  %161 = load %struct.tab*, %struct.tab** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 8), align 8, !tbaa !25
  %162 = getelementptr inbounds %struct.tab, %struct.tab* %161, i64 %104, i32 0
  store i64 %159, i64* %162, align 8, !tbaa !33
  %163 = getelementptr inbounds %struct.tab, %struct.tab* %161, i64 %104, i32 1
  store i8* %160, i8** %163, align 8, !tbaa !35
  br label %164

164:                                              ; preds = %124, %158
  %165 = load %struct.tab*, %struct.tab** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 8), align 8, !tbaa !25
  %166 = getelementptr inbounds %struct.tab, %struct.tab* %165, i64 %104, i32 1
  %167 = load i8*, i8** %166, align 8, !tbaa !35
  %168 = getelementptr inbounds i8, i8* %167, i64 %117
  %169 = load i8, i8* %168, align 1, !tbaa !12
  %170 = trunc i32 %119 to i8
  %171 = or i8 %169, %170
  store i8 %171, i8* %168, align 1, !tbaa !12
  %172 = shl i32 %1, 1
  %173 = sub nsw i32 %172, %0
  %174 = icmp sgt i32 %173, 0
  %175 = select i1 %174, i32 %173, i32 0
  %176 = sext i32 %1 to i64
  %177 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 0), align 8, !tbaa !17
  %178 = sub nsw i32 %177, %2
  %179 = zext i32 %178 to i64
  %180 = shl i64 %176, %179
  %181 = sext i32 %0 to i64
  %182 = sub i64 %180, %181
  %183 = shl nsw i64 -1, %179
  %184 = xor i64 %183, -1
  %185 = udiv i64 %182, %184
  %186 = trunc i64 %185 to i32
  %187 = icmp sgt i32 %175, %4
  br i1 %187, label %188, label %199

188:                                              ; preds = %164
  %189 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4, !tbaa !14
  %190 = sub nsw i32 %2, %189
  %191 = shl i32 1, %190
  br label %192

192:                                              ; preds = %188, %192
  %193 = phi i32 [ %175, %188 ], [ %196, %192 ]
  %194 = phi i32 [ %4, %188 ], [ %191, %192 ]
  %195 = phi i32 [ %3, %188 ], [ %197, %192 ]
  %196 = sub nsw i32 %193, %194
  %197 = add nsw i32 %191, %195
  %198 = icmp slt i32 %191, %196
  br i1 %198, label %192, label %199, !llvm.loop !43

199:                                              ; preds = %192, %164
  %200 = phi i32 [ %3, %164 ], [ %197, %192 ]
  %201 = phi i32 [ %4, %164 ], [ %191, %192 ]
  %202 = phi i32 [ %175, %164 ], [ %196, %192 ]
  %203 = icmp sgt i32 %175, %186
  br i1 %203, label %232, label %204

204:                                              ; preds = %199
  %205 = sub nsw i32 %201, %202
  %206 = add nsw i32 %2, 1
  br label %207

207:                                              ; preds = %204, %207
  %208 = phi i32 [ %175, %204 ], [ %230, %207 ]
  %209 = phi i32 [ %205, %204 ], [ %229, %207 ]
  %210 = phi i32 [ %200, %204 ], [ %227, %207 ]
  %211 = load i32*, i32** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 6), align 8, !tbaa !19
  %212 = getelementptr inbounds i32, i32* %211, i64 %102
  store i32 %208, i32* %212, align 4, !tbaa !27
  %213 = sub nsw i32 %0, %208
  %214 = sub nsw i32 %1, %208
  %215 = shl i32 %214, 1
  %216 = icmp eq i32 %209, 0
  %217 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4
  %218 = sub nsw i32 %2, %217
  %219 = shl i32 1, %218
  %220 = select i1 %216, i32 0, i32 %219
  %221 = add nsw i32 %220, %210
  %222 = shl i32 %209, 1
  call fastcc void @examine(i32 noundef %213, i32 noundef %215, i32 noundef %206, i32 noundef %221, i32 noundef %222)
  %223 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 1), align 4
  %224 = sub nsw i32 %2, %223
  %225 = shl i32 1, %224
  %226 = select i1 %216, i32 %225, i32 0
  %227 = add nsw i32 %226, %210
  %228 = select i1 %216, i32 %225, i32 %209
  %229 = add nsw i32 %228, -1
  %230 = add nuw i32 %208, 1
  %231 = icmp eq i32 %208, %186
  br i1 %231, label %232, label %207, !llvm.loop !44

232:                                              ; preds = %207, %199, %29, %72
  %233 = phi i64 [ %9, %72 ], [ %9, %29 ], [ %102, %199 ], [ %102, %207 ]
  %234 = load i32*, i32** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 6), align 8, !tbaa !19
  %235 = getelementptr inbounds i32, i32* %234, i64 %233
  store i32 0, i32* %235, align 4, !tbaa !27
  br label %236

236:                                              ; preds = %232, %124
  ret void
}

; Function Attrs: nounwind uwtable
define internal void @string_printf(%struct.string_t* nocapture readnone %0, i8* nocapture noundef readonly %1, ...) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #11
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  call void @llvm.va_start(i8* nonnull %4)
  %6 = load i64, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 2), align 8, !tbaa !13
  %7 = load i8*, i8** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 0), align 8, !tbaa !11
  %8 = getelementptr inbounds i8, i8* %7, i64 %6
  %9 = load i64, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 1), align 8, !tbaa !5
  %10 = sub i64 %9, %6
  %11 = call i32 @vsnprintf(i8* noundef %8, i64 noundef %10, i8* noundef %1, %struct.__va_list_tag* noundef nonnull %5) #11
  %12 = icmp sgt i32 %11, -1
  br i1 %12, label %14, label %13

13:                                               ; preds = %2
  call void @__assert_fail(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.24, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 209, i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @__PRETTY_FUNCTION__.string_printf, i64 0, i64 0)) #12
  unreachable

14:                                               ; preds = %2
  %15 = sext i32 %11 to i64
  %16 = load i64, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 2), align 8, !tbaa !13
  %17 = add i64 %16, %15
  store i64 %17, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 2), align 8, !tbaa !13
  %18 = load i64, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 1), align 8, !tbaa !5
  %19 = add i64 %17, 1
  %20 = icmp ult i64 %18, %19
  br i1 %20, label %21, label %40

21:                                               ; preds = %14
  %22 = load i64, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 1), align 8, !tbaa !5
  br label %23

23:                                               ; preds = %21, %28
  %24 = phi i64 [ %22, %21 ], [ %25, %28 ]
  %25 = shl i64 %24, 1
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %23
  store i64 %25, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 1), align 8, !tbaa !5
  call void @__assert_fail(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.25, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 214, i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @__PRETTY_FUNCTION__.string_printf, i64 0, i64 0)) #12
  unreachable

28:                                               ; preds = %23
  %29 = icmp ult i64 %25, %19
  br i1 %29, label %23, label %30, !llvm.loop !45

30:                                               ; preds = %28
  store i64 %25, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 1), align 8, !tbaa !5
  %31 = load i8*, i8** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 0), align 8, !tbaa !11
  %32 = call i8* @realloc(i8* noundef %31, i64 noundef %25) #11
  store i8* %32, i8** getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 0), align 8, !tbaa !11
  %33 = icmp eq i8* %32, null
  br i1 %33, label %34, label %35

34:                                               ; preds = %30
  call void @__assert_fail(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef 217, i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @__PRETTY_FUNCTION__.string_printf, i64 0, i64 0)) #12
  unreachable

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, i8* %32, i64 %6
  %37 = load i64, i64* getelementptr inbounds (%struct.anon, %struct.anon* @g, i64 0, i32 5, i32 1), align 8, !tbaa !5
  %38 = sub i64 %37, %6
  %39 = call i32 @vsnprintf(i8* noundef nonnull %36, i64 noundef %38, i8* noundef %1, %struct.__va_list_tag* noundef nonnull %5) #11
  br label %40

40:                                               ; preds = %35, %14
  call void @llvm.va_end(i8* %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #11
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(i8* nocapture noundef, i64 noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #9

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { cold }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"", !7, i64 0, !10, i64 8, !10, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{!6, !10, i64 16}
!14 = !{!15, !16, i64 4}
!15 = !{!"", !16, i64 0, !16, i64 4, !16, i64 8, !10, i64 16, !10, i64 24, !6, i64 32, !7, i64 56, !7, i64 64, !7, i64 72}
!16 = !{!"int", !8, i64 0}
!17 = !{!15, !16, i64 0}
!18 = !{!7, !7, i64 0}
!19 = !{!15, !7, i64 56}
!20 = !{!15, !7, i64 64}
!21 = !{!15, !10, i64 16}
!22 = distinct !{!22, !23, !24}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = !{!15, !7, i64 72}
!26 = !{!15, !16, i64 8}
!27 = !{!16, !16, i64 0}
!28 = distinct !{!28, !23, !24}
!29 = distinct !{!29, !23, !24}
!30 = !{!10, !10, i64 0}
!31 = distinct !{!31, !23, !24}
!32 = !{!15, !7, i64 32}
!33 = !{!34, !10, i64 0}
!34 = !{!"tab", !10, i64 0, !7, i64 8}
!35 = !{!34, !7, i64 8}
!36 = distinct !{!36, !23, !24}
!37 = distinct !{!37, !23, !24}
!38 = distinct !{!38, !23, !24}
!39 = distinct !{!39, !23, !24}
!40 = distinct !{!40, !23, !24}
!41 = distinct !{!41, !23, !24}
!42 = distinct !{!42, !23, !24}
!43 = distinct !{!43, !23, !24}
!44 = distinct !{!44, !23, !24}
!45 = distinct !{!45, !23, !24}
