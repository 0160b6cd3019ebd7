; ModuleID = 'fitblk.c'
source_filename = "fitblk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.z_stream_s = type { i8*, i32, i64, i8*, i32, i64, i8*, %struct.internal_state*, i8* (i8*, i32, i32)*, void (i8*, i8*)*, i8*, i32, i64, i64 }
%struct.internal_state = type opaque

@.str = private unnamed_addr constant [40 x i8] c"need one argument: size of output block\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"argument must be a number\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"need positive size of 8 or greater\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"1.2.13\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@stdin = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.5 = private unnamed_addr constant [20 x i8] c"error reading input\00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.6 = private unnamed_addr constant [21 x i8] c"error writing output\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"ret != Z_STREAM_ERROR\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"fitblk.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [23 x i8] c"int main(int, char **)\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.9 = private unnamed_addr constant [49 x i8] c"%u bytes unused out of %u requested (all input)\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"ret == Z_STREAM_END\00", align 1
@.str.11 = private unnamed_addr constant [49 x i8] c"%u bytes unused out of %u requested (%lu input)\0A\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"fitblk abort: %s\0A\00", align 1
@__PRETTY_FUNCTION__.partcompress = private unnamed_addr constant [36 x i8] c"int partcompress(FILE *, z_streamp)\00", align 1
@.str.13 = private unnamed_addr constant [67 x i8] c"ret != Z_STREAM_ERROR && ret != Z_DATA_ERROR && ret != Z_NEED_DICT\00", align 1
@__PRETTY_FUNCTION__.recompress = private unnamed_addr constant [37 x i8] c"int recompress(z_streamp, z_streamp)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef %1) local_unnamed_addr #0 {
  %3 = alloca [4096 x i8], align 16
  %4 = alloca %struct.z_stream_s, align 8
  %5 = alloca %struct.z_stream_s, align 8
  %6 = bitcast %struct.z_stream_s* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 112, i8* nonnull %6) #11
  %7 = bitcast %struct.z_stream_s* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 112, i8* nonnull %7) #11
  %8 = icmp eq i32 %0, 2
  br i1 %8, label %12, label %9

9:                                                ; preds = %2
  %10 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %11 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %10, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str, i64 0, i64 0)) #12
  call void @exit(i32 noundef 1) #13
  unreachable

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8*, i8** %1, i64 1
  %14 = load i8*, i8** %13, align 8, !tbaa !5
  %15 = call i64 @strtol(i8* noundef %14, i8** noundef nonnull %13, i32 noundef 10) #11
  %16 = trunc i64 %15 to i32
  %17 = load i8*, i8** %13, align 8, !tbaa !5
  %18 = load i8, i8* %17, align 1, !tbaa !9
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %23, label %20

20:                                               ; preds = %12
  %21 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %22 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %21, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0)) #12
  call void @exit(i32 noundef 1) #13
  unreachable

23:                                               ; preds = %12
  %24 = icmp slt i32 %16, 8
  br i1 %24, label %25, label %28

25:                                               ; preds = %23
  %26 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %27 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %26, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0)) #12
  call void @exit(i32 noundef 1) #13
  unreachable

28:                                               ; preds = %23
  %29 = add i32 %16, 256
  %30 = zext i32 %29 to i64
  %31 = call noalias i8* @malloc(i64 noundef %30) #11
  %32 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 8
  %33 = bitcast i8* (i8*, i32, i32)** %32 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %33, i8 0, i64 24, i1 false)
  %34 = call i32 @deflateInit_(%struct.z_stream_s* noundef nonnull %4, i32 noundef -1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i32 noundef 112) #11
  %35 = icmp ne i32 %34, 0
  %36 = icmp eq i8* %31, null
  %37 = or i1 %36, %35
  br i1 %37, label %38, label %41

38:                                               ; preds = %28
  %39 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %40 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %39, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0)) #12
  call void @exit(i32 noundef 1) #13
  unreachable

41:                                               ; preds = %28
  %42 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 4
  store i32 %29, i32* %42, align 8, !tbaa !10
  %43 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 3
  store i8* %31, i8** %43, align 8, !tbaa !14
  %44 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %45 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 4096, i8* nonnull %45) #11
  %46 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 1
  %47 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 0
  br label %48

48:                                               ; preds = %60, %41
  %49 = call i64 @fread(i8* noundef nonnull %45, i64 noundef 1, i64 noundef 4096, %struct._IO_FILE* noundef %44) #11
  %50 = trunc i64 %49 to i32
  store i32 %50, i32* %46, align 8, !tbaa !15
  %51 = call i32 @ferror(%struct._IO_FILE* noundef %44) #11
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %64

53:                                               ; preds = %48
  store i8* %45, i8** %47, align 8, !tbaa !16
  %54 = call i32 @feof(%struct._IO_FILE* noundef %44) #11
  %55 = icmp eq i32 %54, 0
  %56 = select i1 %55, i32 0, i32 4
  %57 = call i32 @deflate(%struct.z_stream_s* noundef nonnull %4, i32 noundef %56) #11
  %58 = icmp eq i32 %57, -2
  br i1 %58, label %59, label %60

59:                                               ; preds = %53
  call void @__assert_fail(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i32 noundef 87, i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @__PRETTY_FUNCTION__.partcompress, i64 0, i64 0)) #13
  unreachable

60:                                               ; preds = %53
  %61 = load i32, i32* %42, align 8, !tbaa !10
  %62 = icmp ne i32 %61, 0
  %63 = and i1 %55, %62
  br i1 %63, label %48, label %64, !llvm.loop !17

64:                                               ; preds = %48, %60
  %65 = phi i32 [ -1, %48 ], [ %57, %60 ]
  call void @llvm.lifetime.end.p0i8(i64 4096, i8* nonnull %45) #11
  %66 = icmp eq i32 %65, -1
  br i1 %66, label %67, label %70

67:                                               ; preds = %64
  %68 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %69 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %68, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.5, i64 0, i64 0)) #12
  call void @exit(i32 noundef 1) #13
  unreachable

70:                                               ; preds = %64
  %71 = icmp eq i32 %65, 1
  %72 = load i32, i32* %42, align 8
  %73 = icmp ugt i32 %72, 255
  %74 = select i1 %71, i1 %73, i1 false
  br i1 %74, label %75, label %96

75:                                               ; preds = %70
  %76 = sub i32 %29, %72
  %77 = zext i32 %76 to i64
  %78 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %79 = call i64 @fwrite(i8* noundef %31, i64 noundef 1, i64 noundef %77, %struct._IO_FILE* noundef %78)
  %80 = icmp eq i64 %79, %77
  br i1 %80, label %81, label %85

81:                                               ; preds = %75
  %82 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %83 = call i32 @ferror(%struct._IO_FILE* noundef %82) #11
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %88, label %85

85:                                               ; preds = %81, %75
  %86 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %87 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %86, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0)) #12
  call void @exit(i32 noundef 1) #13
  unreachable

88:                                               ; preds = %81
  %89 = call i32 @deflateEnd(%struct.z_stream_s* noundef nonnull %4) #11
  %90 = icmp eq i32 %89, -2
  br i1 %90, label %91, label %92

91:                                               ; preds = %88
  call void @__assert_fail(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i32 noundef 171, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #13
  unreachable

92:                                               ; preds = %88
  call void @free(i8* noundef %31) #11
  %93 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %94 = sub i32 %16, %76
  %95 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %93, i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.9, i64 0, i64 0), i32 noundef %94, i32 noundef %16) #14
  br label %159

96:                                               ; preds = %70
  %97 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %5, i64 0, i32 8
  %98 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %5, i64 0, i32 1
  store i32 0, i32* %98, align 8, !tbaa !15
  %99 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %5, i64 0, i32 0
  store i8* null, i8** %99, align 8, !tbaa !16
  %100 = bitcast i8* (i8*, i32, i32)** %97 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %100, i8 0, i64 24, i1 false)
  %101 = call i32 @inflateInit_(%struct.z_stream_s* noundef nonnull %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i32 noundef 112) #11
  %102 = call noalias i8* @malloc(i64 noundef %30) #11
  %103 = icmp ne i32 %101, 0
  %104 = icmp eq i8* %102, null
  %105 = or i1 %103, %104
  br i1 %105, label %106, label %109

106:                                              ; preds = %96
  %107 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %108 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %107, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0)) #12
  call void @exit(i32 noundef 1) #13
  unreachable

109:                                              ; preds = %96
  %110 = call i32 @deflateReset(%struct.z_stream_s* noundef nonnull %4) #11
  %111 = icmp eq i32 %110, -2
  br i1 %111, label %112, label %113

112:                                              ; preds = %109
  call void @__assert_fail(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i32 noundef 190, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #13
  unreachable

113:                                              ; preds = %109
  store i32 %29, i32* %98, align 8, !tbaa !15
  store i8* %31, i8** %99, align 8, !tbaa !16
  store i32 %29, i32* %42, align 8, !tbaa !10
  store i8* %102, i8** %43, align 8, !tbaa !14
  %114 = call fastcc i32 @recompress(%struct.z_stream_s* noundef nonnull %5, %struct.z_stream_s* noundef nonnull %4)
  %115 = icmp eq i32 %114, -4
  br i1 %115, label %116, label %119

116:                                              ; preds = %113
  %117 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %118 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %117, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0)) #12
  call void @exit(i32 noundef 1) #13
  unreachable

119:                                              ; preds = %113
  %120 = call i32 @inflateReset(%struct.z_stream_s* noundef nonnull %5) #11
  %121 = icmp eq i32 %120, -2
  br i1 %121, label %122, label %123

122:                                              ; preds = %119
  call void @__assert_fail(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i32 noundef 203, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #13
  unreachable

123:                                              ; preds = %119
  %124 = call i32 @deflateReset(%struct.z_stream_s* noundef nonnull %4) #11
  %125 = icmp eq i32 %124, -2
  br i1 %125, label %126, label %127

126:                                              ; preds = %123
  call void @__assert_fail(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i32 noundef 205, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #13
  unreachable

127:                                              ; preds = %123
  %128 = add i32 %16, -8
  store i32 %128, i32* %98, align 8, !tbaa !15
  store i8* %102, i8** %99, align 8, !tbaa !16
  store i32 %16, i32* %42, align 8, !tbaa !10
  store i8* %31, i8** %43, align 8, !tbaa !14
  %129 = call fastcc i32 @recompress(%struct.z_stream_s* noundef nonnull %5, %struct.z_stream_s* noundef nonnull %4)
  switch i32 %129, label %131 [
    i32 -4, label %130
    i32 1, label %132
  ]

130:                                              ; preds = %127
  call fastcc void @quit(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0))
  unreachable

131:                                              ; preds = %127
  call void @__assert_fail(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i32 noundef 215, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #13
  unreachable

132:                                              ; preds = %127
  %133 = load i32, i32* %42, align 8, !tbaa !10
  %134 = sub i32 %16, %133
  %135 = zext i32 %134 to i64
  %136 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %137 = call i64 @fwrite(i8* noundef %31, i64 noundef 1, i64 noundef %135, %struct._IO_FILE* noundef %136)
  %138 = icmp eq i64 %137, %135
  br i1 %138, label %139, label %143

139:                                              ; preds = %132
  %140 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %141 = call i32 @ferror(%struct._IO_FILE* noundef %140) #11
  %142 = icmp eq i32 %141, 0
  br i1 %142, label %146, label %143

143:                                              ; preds = %139, %132
  %144 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %145 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %144, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0)) #12
  call void @exit(i32 noundef 1) #13
  unreachable

146:                                              ; preds = %139
  call void @free(i8* noundef %102) #11
  %147 = call i32 @inflateEnd(%struct.z_stream_s* noundef nonnull %5) #11
  %148 = icmp eq i32 %147, -2
  br i1 %148, label %149, label %150

149:                                              ; preds = %146
  call void @__assert_fail(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i32 noundef 225, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #13
  unreachable

150:                                              ; preds = %146
  %151 = call i32 @deflateEnd(%struct.z_stream_s* noundef nonnull %4) #11
  %152 = icmp eq i32 %151, -2
  br i1 %152, label %153, label %154

153:                                              ; preds = %150
  call void @__assert_fail(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i32 noundef 227, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #13
  unreachable

154:                                              ; preds = %150
  call void @free(i8* noundef %31) #11
  %155 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %156 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 2
  %157 = load i64, i64* %156, align 8, !tbaa !20
  %158 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %155, i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.11, i64 0, i64 0), i32 noundef %133, i32 noundef %16, i64 noundef %157) #14
  br label %159

159:                                              ; preds = %154, %92
  call void @llvm.lifetime.end.p0i8(i64 112, i8* nonnull %7) #11
  call void @llvm.lifetime.end.p0i8(i64 112, i8* nonnull %6) #11
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @quit(i8* noundef %0) unnamed_addr #2 {
  %2 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %3 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %2, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i64 0, i64 0), i8* noundef %0) #14
  call void @exit(i32 noundef 1) #13
  unreachable
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

declare i32 @deflateInit_(%struct.z_stream_s* noundef, i32 noundef, i8* noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind readonly
declare noundef i32 @ferror(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #7

declare i32 @deflateEnd(%struct.z_stream_s* noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #8

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #6

declare i32 @inflateInit_(%struct.z_stream_s* noundef, i8* noundef, i32 noundef) local_unnamed_addr #5

declare i32 @deflateReset(%struct.z_stream_s* noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc i32 @recompress(%struct.z_stream_s* noundef %0, %struct.z_stream_s* noundef %1) unnamed_addr #0 {
  %3 = alloca [4096 x i8], align 16
  %4 = getelementptr inbounds [4096 x i8], [4096 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 4096, i8* nonnull %4) #11
  %5 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 4
  %6 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 3
  %7 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %1, i64 0, i32 1
  %8 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %1, i64 0, i32 0
  %9 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %1, i64 0, i32 4
  br label %10

10:                                               ; preds = %21, %2
  %11 = phi i32 [ 0, %2 ], [ %18, %21 ]
  store i32 4096, i32* %5, align 8, !tbaa !10
  store i8* %4, i8** %6, align 8, !tbaa !14
  %12 = call i32 @inflate(%struct.z_stream_s* noundef %0, i32 noundef 0) #11
  switch i32 %12, label %14 [
    i32 -2, label %13
    i32 -3, label %13
    i32 2, label %13
    i32 -4, label %24
  ]

13:                                               ; preds = %10, %10, %10
  call void @__assert_fail(i8* noundef getelementptr inbounds ([67 x i8], [67 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i32 noundef 108, i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @__PRETTY_FUNCTION__.recompress, i64 0, i64 0)) #13
  unreachable

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 8, !tbaa !10
  %16 = sub i32 4096, %15
  store i32 %16, i32* %7, align 8, !tbaa !15
  store i8* %4, i8** %8, align 8, !tbaa !16
  %17 = icmp eq i32 %15, 0
  %18 = select i1 %17, i32 %11, i32 4
  %19 = call i32 @deflate(%struct.z_stream_s* noundef %1, i32 noundef %18) #11
  switch i32 %19, label %21 [
    i32 -2, label %20
    i32 1, label %24
  ]

20:                                               ; preds = %14
  call void @__assert_fail(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i32 noundef 118, i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @__PRETTY_FUNCTION__.recompress, i64 0, i64 0)) #13
  unreachable

21:                                               ; preds = %14
  %22 = load i32, i32* %9, align 8, !tbaa !10
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %10, !llvm.loop !21

24:                                               ; preds = %21, %14, %10
  %25 = phi i32 [ %12, %10 ], [ %19, %14 ], [ %19, %21 ]
  call void @llvm.lifetime.end.p0i8(i64 4096, i8* nonnull %4) #11
  ret i32 %25
}

declare i32 @inflateReset(%struct.z_stream_s* noundef) local_unnamed_addr #5

declare i32 @inflateEnd(%struct.z_stream_s* noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i64 @fread(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @feof(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #6

declare i32 @deflate(%struct.z_stream_s* noundef, i32 noundef) local_unnamed_addr #5

declare i32 @inflate(%struct.z_stream_s* noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { noreturn nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind readonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly nofree nounwind willreturn writeonly }
attributes #11 = { nounwind }
attributes #12 = { cold nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { cold }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !12, i64 32}
!11 = !{!"z_stream_s", !6, i64 0, !12, i64 8, !13, i64 16, !6, i64 24, !12, i64 32, !13, i64 40, !6, i64 48, !6, i64 56, !6, i64 64, !6, i64 72, !6, i64 80, !12, i64 88, !13, i64 96, !13, i64 104}
!12 = !{!"int", !7, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!11, !6, i64 24}
!15 = !{!11, !12, i64 8}
!16 = !{!11, !6, i64 0}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{!11, !13, i64 16}
!21 = distinct !{!21, !18, !19}
