; ModuleID = 'gzappend.c'
source_filename = "gzappend.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.file = type { i32, i32, i32, i8*, i8*, i8* }
%struct.z_stream_s = type { i8*, i32, i64, i8*, i32, i64, i8*, %struct.internal_state*, i8* (i8*, i32, i32)*, void (i8*, i8*)*, i8*, i32, i64, i64 }
%struct.internal_state = type opaque

@.str.2 = private unnamed_addr constant [26 x i8] c"invalid compression level\00", align 1
@.str.3 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"no gzip file name after options\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"unexpected end of \00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"error reading \00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.7 = private unnamed_addr constant [22 x i8] c"gzappend error: %s%s\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"cannot open \00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"1.2.13\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c" or library mismatch\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"internal stream error!\00", align 1
@.str.13 = private unnamed_addr constant [44 x i8] c"invalid compressed data--format violated in\00", align 1
@.str.14 = private unnamed_addr constant [42 x i8] c"invalid compressed data--crc mismatch in \00", align 1
@.str.15 = private unnamed_addr constant [44 x i8] c"invalid compressed data--length mismatch in\00", align 1
@.str.16 = private unnamed_addr constant [56 x i8] c"gzappend warning: junk at end of gzip file overwritten\0A\00", align 1
@.str.17 = private unnamed_addr constant [23 x i8] c"reading after seek on \00", align 1
@.str.18 = private unnamed_addr constant [23 x i8] c"writing after seek to \00", align 1
@.str.19 = private unnamed_addr constant [17 x i8] c" not a gzip file\00", align 1
@.str.20 = private unnamed_addr constant [30 x i8] c"unknown compression method in\00", align 1
@.str.21 = private unnamed_addr constant [28 x i8] c"unknown header flags set in\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"seeking \00", align 1
@.str.23 = private unnamed_addr constant [46 x i8] c"gzappend warning: %s not found, skipping ...\0A\00", align 1
@.str.24 = private unnamed_addr constant [55 x i8] c"gzappend warning: error reading %s, skipping rest ...\0A\00", align 1
@.str.25 = private unnamed_addr constant [18 x i8] c"writing gzip file\00", align 1
@str = private unnamed_addr constant [63 x i8] c"gzappend 1.2 (11 Oct 2012) Copyright (C) 2003, 2012 Mark Adler\00", align 1
@str.26 = private unnamed_addr constant [60 x i8] c"usage: gzappend [-level] file.gz [ addthis [ andthis ... ]]\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i64 @read4(%struct.file* nocapture noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 2
  %3 = load i32, i32* %2, align 8, !tbaa !5
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  call fastcc void @readmore(%struct.file* noundef %0)
  br label %6

6:                                                ; preds = %1, %5
  %7 = load i32, i32* %2, align 8, !tbaa !5
  %8 = add i32 %7, -1
  store i32 %8, i32* %2, align 8, !tbaa !5
  %9 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 4
  %10 = load i8*, i8** %9, align 8, !tbaa !11
  %11 = getelementptr inbounds i8, i8* %10, i64 1
  store i8* %11, i8** %9, align 8, !tbaa !11
  %12 = load i8, i8* %10, align 1, !tbaa !12
  %13 = icmp eq i32 %8, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %6
  call fastcc void @readmore(%struct.file* noundef %0)
  br label %15

15:                                               ; preds = %6, %14
  %16 = load i32, i32* %2, align 8, !tbaa !5
  %17 = add i32 %16, -1
  store i32 %17, i32* %2, align 8, !tbaa !5
  %18 = load i8*, i8** %9, align 8, !tbaa !11
  %19 = getelementptr inbounds i8, i8* %18, i64 1
  store i8* %19, i8** %9, align 8, !tbaa !11
  %20 = load i8, i8* %18, align 1, !tbaa !12
  %21 = icmp eq i32 %17, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %15
  call fastcc void @readmore(%struct.file* noundef %0)
  br label %23

23:                                               ; preds = %15, %22
  %24 = load i32, i32* %2, align 8, !tbaa !5
  %25 = add i32 %24, -1
  store i32 %25, i32* %2, align 8, !tbaa !5
  %26 = load i8*, i8** %9, align 8, !tbaa !11
  %27 = getelementptr inbounds i8, i8* %26, i64 1
  store i8* %27, i8** %9, align 8, !tbaa !11
  %28 = load i8, i8* %26, align 1, !tbaa !12
  %29 = icmp eq i32 %25, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %23
  call fastcc void @readmore(%struct.file* noundef %0)
  br label %31

31:                                               ; preds = %23, %30
  %32 = zext i8 %20 to i64
  %33 = shl nuw nsw i64 %32, 8
  %34 = zext i8 %12 to i64
  %35 = or i64 %33, %34
  %36 = zext i8 %28 to i64
  %37 = shl nuw nsw i64 %36, 16
  %38 = or i64 %35, %37
  %39 = load i32, i32* %2, align 8, !tbaa !5
  %40 = add i32 %39, -1
  store i32 %40, i32* %2, align 8, !tbaa !5
  %41 = load i8*, i8** %9, align 8, !tbaa !11
  %42 = getelementptr inbounds i8, i8* %41, i64 1
  store i8* %42, i8** %9, align 8, !tbaa !11
  %43 = load i8, i8* %41, align 1, !tbaa !12
  %44 = zext i8 %43 to i64
  %45 = shl nuw nsw i64 %44, 24
  %46 = or i64 %38, %45
  ret i64 %46
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @readmore(%struct.file* nocapture noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 8, !tbaa !13
  %4 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 3
  %5 = load i8*, i8** %4, align 8, !tbaa !14
  %6 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 1
  %7 = load i32, i32* %6, align 4, !tbaa !15
  %8 = shl i32 1, %7
  %9 = sext i32 %8 to i64
  %10 = call i64 @read(i32 noundef %3, i8* noundef %5, i64 noundef %9) #12
  %11 = trunc i64 %10 to i32
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %13, label %18

13:                                               ; preds = %1
  %14 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 5
  %15 = load i8*, i8** %14, align 8, !tbaa !16
  %16 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %17 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %16, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i8* noundef %15) #13
  call void @exit(i32 noundef 1) #14
  unreachable

18:                                               ; preds = %1
  %19 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 2
  store i32 %11, i32* %19, align 8, !tbaa !5
  %20 = load i8*, i8** %4, align 8, !tbaa !14
  %21 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 4
  store i8* %20, i8** %21, align 8, !tbaa !11
  %22 = icmp eq i32 %11, 0
  br i1 %22, label %23, label %28

23:                                               ; preds = %18
  %24 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 5
  %25 = load i8*, i8** %14, align 8, !tbaa !16
  %26 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %27 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %26, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i8* noundef %25) #13
  call void @exit(i32 noundef 1) #14
  unreachable

28:                                               ; preds = %18
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca %struct.file, align 8
  %4 = alloca %struct.z_stream_s, align 8
  %5 = bitcast %struct.z_stream_s* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 112, i8* nonnull %5) #12
  %6 = getelementptr inbounds i8*, i8** %1, i64 1
  %7 = load i8*, i8** %6, align 8, !tbaa !17
  %8 = icmp eq i8* %7, null
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @str, i64 0, i64 0))
  %11 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([60 x i8], [60 x i8]* @str.26, i64 0, i64 0))
  br label %596

12:                                               ; preds = %2
  %13 = load i8, i8* %7, align 1, !tbaa !12
  %14 = icmp eq i8 %13, 45
  br i1 %14, label %15, label %36

15:                                               ; preds = %12
  %16 = getelementptr inbounds i8, i8* %7, i64 1
  %17 = load i8, i8* %16, align 1, !tbaa !12
  %18 = add i8 %17, -58
  %19 = icmp ult i8 %18, -10
  br i1 %19, label %24, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, i8* %7, i64 2
  %22 = load i8, i8* %21, align 1, !tbaa !12
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20, %15
  %25 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %26 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %25, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0)) #13
  call void @exit(i32 noundef 1) #14
  unreachable

27:                                               ; preds = %20
  %28 = sext i8 %17 to i32
  %29 = add nsw i32 %28, -48
  %30 = getelementptr inbounds i8*, i8** %1, i64 2
  %31 = load i8*, i8** %30, align 8, !tbaa !17
  %32 = icmp eq i8* %31, null
  br i1 %32, label %33, label %36

33:                                               ; preds = %27
  %34 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %35 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %34, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0)) #13
  call void @exit(i32 noundef 1) #14
  unreachable

36:                                               ; preds = %27, %12
  %37 = phi i8** [ %30, %27 ], [ %6, %12 ]
  %38 = phi i32 [ %29, %27 ], [ -1, %12 ]
  %39 = getelementptr inbounds i8*, i8** %37, i64 1
  %40 = load i8*, i8** %37, align 8, !tbaa !17
  %41 = bitcast %struct.file* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %41) #12
  %42 = getelementptr inbounds %struct.file, %struct.file* %3, i64 0, i32 5
  store i8* %40, i8** %42, align 8, !tbaa !16
  %43 = call i32 (i8*, i32, ...) @open(i8* noundef %40, i32 noundef 2, i32 noundef 0) #12
  %44 = getelementptr inbounds %struct.file, %struct.file* %3, i64 0, i32 0
  store i32 %43, i32* %44, align 8, !tbaa !13
  %45 = icmp eq i32 %43, -1
  br i1 %45, label %46, label %49

46:                                               ; preds = %36
  %47 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %48 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %47, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i64 0, i64 0), i8* noundef %40) #13
  call void @exit(i32 noundef 1) #14
  unreachable

49:                                               ; preds = %36
  %50 = call noalias dereferenceable_or_null(16384) i8* @malloc(i64 noundef 16384) #12
  %51 = getelementptr inbounds %struct.file, %struct.file* %3, i64 0, i32 3
  store i8* %50, i8** %51, align 8, !tbaa !14
  %52 = icmp eq i8* %50, null
  br i1 %52, label %53, label %56

53:                                               ; preds = %49
  %54 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %55 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %54, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0)) #13
  call void @exit(i32 noundef 1) #14
  unreachable

56:                                               ; preds = %49
  %57 = getelementptr inbounds %struct.file, %struct.file* %3, i64 0, i32 1
  store i32 14, i32* %57, align 4, !tbaa !15
  %58 = getelementptr inbounds %struct.file, %struct.file* %3, i64 0, i32 2
  store i32 0, i32* %58, align 8, !tbaa !5
  %59 = call i64 @read(i32 noundef %43, i8* noundef nonnull %50, i64 noundef 16384) #12
  %60 = trunc i64 %59 to i32
  %61 = icmp eq i32 %60, -1
  br i1 %61, label %62, label %66

62:                                               ; preds = %56
  %63 = load i8*, i8** %42, align 8, !tbaa !16
  %64 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %65 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %64, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i8* noundef %63) #13
  call void @exit(i32 noundef 1) #14
  unreachable

66:                                               ; preds = %56
  store i32 %60, i32* %58, align 8, !tbaa !5
  %67 = load i8*, i8** %51, align 8, !tbaa !14
  %68 = getelementptr inbounds %struct.file, %struct.file* %3, i64 0, i32 4
  store i8* %67, i8** %68, align 8, !tbaa !11
  %69 = icmp eq i32 %60, 0
  br i1 %69, label %70, label %74

70:                                               ; preds = %66
  %71 = load i8*, i8** %42, align 8, !tbaa !16
  %72 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %73 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %72, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i8* noundef %71) #13
  call void @exit(i32 noundef 1) #14
  unreachable

74:                                               ; preds = %66
  %75 = add i32 %60, -1
  store i32 %75, i32* %58, align 8, !tbaa !5
  %76 = getelementptr inbounds i8, i8* %67, i64 1
  store i8* %76, i8** %68, align 8, !tbaa !11
  %77 = load i8, i8* %67, align 1, !tbaa !12
  %78 = icmp eq i8 %77, 31
  br i1 %78, label %79, label %107

79:                                               ; preds = %74
  %80 = icmp eq i32 %75, 0
  br i1 %80, label %81, label %100

81:                                               ; preds = %79
  %82 = load i32, i32* %44, align 8, !tbaa !13
  %83 = load i32, i32* %57, align 4, !tbaa !15
  %84 = shl i32 1, %83
  %85 = sext i32 %84 to i64
  %86 = call i64 @read(i32 noundef %82, i8* noundef nonnull %67, i64 noundef %85) #12
  %87 = trunc i64 %86 to i32
  %88 = icmp eq i32 %87, -1
  br i1 %88, label %89, label %93

89:                                               ; preds = %81
  %90 = load i8*, i8** %42, align 8, !tbaa !16
  %91 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %92 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %91, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i8* noundef %90) #13
  call void @exit(i32 noundef 1) #14
  unreachable

93:                                               ; preds = %81
  store i32 %87, i32* %58, align 8, !tbaa !5
  %94 = load i8*, i8** %51, align 8, !tbaa !14
  store i8* %94, i8** %68, align 8, !tbaa !11
  %95 = icmp eq i32 %87, 0
  br i1 %95, label %96, label %100

96:                                               ; preds = %93
  %97 = load i8*, i8** %42, align 8, !tbaa !16
  %98 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %99 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %98, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i8* noundef %97) #13
  call void @exit(i32 noundef 1) #14
  unreachable

100:                                              ; preds = %93, %79
  %101 = load i32, i32* %58, align 8, !tbaa !5
  %102 = add i32 %101, -1
  store i32 %102, i32* %58, align 8, !tbaa !5
  %103 = load i8*, i8** %68, align 8, !tbaa !11
  %104 = getelementptr inbounds i8, i8* %103, i64 1
  store i8* %104, i8** %68, align 8, !tbaa !11
  %105 = load i8, i8* %103, align 1, !tbaa !12
  %106 = icmp eq i8 %105, -117
  br i1 %106, label %111, label %107

107:                                              ; preds = %100, %74
  %108 = load i8*, i8** %42, align 8, !tbaa !16
  %109 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %110 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %109, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef %108, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.19, i64 0, i64 0)) #13
  call void @exit(i32 noundef 1) #14
  unreachable

111:                                              ; preds = %100
  %112 = icmp eq i32 %102, 0
  br i1 %112, label %113, label %133

113:                                              ; preds = %111
  %114 = load i32, i32* %44, align 8, !tbaa !13
  %115 = load i8*, i8** %51, align 8, !tbaa !14
  %116 = load i32, i32* %57, align 4, !tbaa !15
  %117 = shl i32 1, %116
  %118 = sext i32 %117 to i64
  %119 = call i64 @read(i32 noundef %114, i8* noundef %115, i64 noundef %118) #12
  %120 = trunc i64 %119 to i32
  %121 = icmp eq i32 %120, -1
  br i1 %121, label %122, label %126

122:                                              ; preds = %113
  %123 = load i8*, i8** %42, align 8, !tbaa !16
  %124 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %125 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %124, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i8* noundef %123) #13
  call void @exit(i32 noundef 1) #14
  unreachable

126:                                              ; preds = %113
  store i32 %120, i32* %58, align 8, !tbaa !5
  %127 = load i8*, i8** %51, align 8, !tbaa !14
  store i8* %127, i8** %68, align 8, !tbaa !11
  %128 = icmp eq i32 %120, 0
  br i1 %128, label %129, label %133

129:                                              ; preds = %126
  %130 = load i8*, i8** %42, align 8, !tbaa !16
  %131 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %132 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %131, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i8* noundef %130) #13
  call void @exit(i32 noundef 1) #14
  unreachable

133:                                              ; preds = %126, %111
  %134 = load i32, i32* %58, align 8, !tbaa !5
  %135 = add i32 %134, -1
  store i32 %135, i32* %58, align 8, !tbaa !5
  %136 = load i8*, i8** %68, align 8, !tbaa !11
  %137 = getelementptr inbounds i8, i8* %136, i64 1
  store i8* %137, i8** %68, align 8, !tbaa !11
  %138 = load i8, i8* %136, align 1, !tbaa !12
  %139 = icmp eq i8 %138, 8
  br i1 %139, label %144, label %140

140:                                              ; preds = %133
  %141 = load i8*, i8** %42, align 8, !tbaa !16
  %142 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %143 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %142, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.20, i64 0, i64 0), i8* noundef %141) #13
  call void @exit(i32 noundef 1) #14
  unreachable

144:                                              ; preds = %133
  %145 = icmp eq i32 %135, 0
  br i1 %145, label %146, label %166

146:                                              ; preds = %144
  %147 = load i32, i32* %44, align 8, !tbaa !13
  %148 = load i8*, i8** %51, align 8, !tbaa !14
  %149 = load i32, i32* %57, align 4, !tbaa !15
  %150 = shl i32 1, %149
  %151 = sext i32 %150 to i64
  %152 = call i64 @read(i32 noundef %147, i8* noundef %148, i64 noundef %151) #12
  %153 = trunc i64 %152 to i32
  %154 = icmp eq i32 %153, -1
  br i1 %154, label %155, label %159

155:                                              ; preds = %146
  %156 = load i8*, i8** %42, align 8, !tbaa !16
  %157 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %158 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %157, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i8* noundef %156) #13
  call void @exit(i32 noundef 1) #14
  unreachable

159:                                              ; preds = %146
  store i32 %153, i32* %58, align 8, !tbaa !5
  %160 = load i8*, i8** %51, align 8, !tbaa !14
  store i8* %160, i8** %68, align 8, !tbaa !11
  %161 = icmp eq i32 %153, 0
  br i1 %161, label %162, label %166

162:                                              ; preds = %159
  %163 = load i8*, i8** %42, align 8, !tbaa !16
  %164 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %165 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %164, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i8* noundef %163) #13
  call void @exit(i32 noundef 1) #14
  unreachable

166:                                              ; preds = %159, %144
  %167 = load i32, i32* %58, align 8, !tbaa !5
  %168 = add i32 %167, -1
  store i32 %168, i32* %58, align 8, !tbaa !5
  %169 = load i8*, i8** %68, align 8, !tbaa !11
  %170 = getelementptr inbounds i8, i8* %169, i64 1
  store i8* %170, i8** %68, align 8, !tbaa !11
  %171 = load i8, i8* %169, align 1, !tbaa !12
  %172 = zext i8 %171 to i32
  %173 = and i32 %172, 224
  %174 = icmp eq i32 %173, 0
  br i1 %174, label %179, label %175

175:                                              ; preds = %166
  %176 = load i8*, i8** %42, align 8, !tbaa !16
  %177 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %178 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %177, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.21, i64 0, i64 0), i8* noundef %176) #13
  call void @exit(i32 noundef 1) #14
  unreachable

179:                                              ; preds = %166
  call fastcc void @skip(%struct.file* noundef nonnull %3, i32 noundef 6) #12
  %180 = and i32 %172, 4
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %242, label %182

182:                                              ; preds = %179
  %183 = load i32, i32* %58, align 8, !tbaa !5
  %184 = icmp eq i32 %183, 0
  br i1 %184, label %185, label %205

185:                                              ; preds = %182
  %186 = load i32, i32* %44, align 8, !tbaa !13
  %187 = load i8*, i8** %51, align 8, !tbaa !14
  %188 = load i32, i32* %57, align 4, !tbaa !15
  %189 = shl i32 1, %188
  %190 = sext i32 %189 to i64
  %191 = call i64 @read(i32 noundef %186, i8* noundef %187, i64 noundef %190) #12
  %192 = trunc i64 %191 to i32
  %193 = icmp eq i32 %192, -1
  br i1 %193, label %194, label %198

194:                                              ; preds = %185
  %195 = load i8*, i8** %42, align 8, !tbaa !16
  %196 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %197 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %196, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i8* noundef %195) #13
  call void @exit(i32 noundef 1) #14
  unreachable

198:                                              ; preds = %185
  store i32 %192, i32* %58, align 8, !tbaa !5
  %199 = load i8*, i8** %51, align 8, !tbaa !14
  store i8* %199, i8** %68, align 8, !tbaa !11
  %200 = icmp eq i32 %192, 0
  br i1 %200, label %201, label %205

201:                                              ; preds = %198
  %202 = load i8*, i8** %42, align 8, !tbaa !16
  %203 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %204 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %203, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i8* noundef %202) #13
  call void @exit(i32 noundef 1) #14
  unreachable

205:                                              ; preds = %198, %182
  %206 = load i32, i32* %58, align 8, !tbaa !5
  %207 = add i32 %206, -1
  store i32 %207, i32* %58, align 8, !tbaa !5
  %208 = load i8*, i8** %68, align 8, !tbaa !11
  %209 = getelementptr inbounds i8, i8* %208, i64 1
  store i8* %209, i8** %68, align 8, !tbaa !11
  %210 = load i8, i8* %208, align 1, !tbaa !12
  %211 = zext i8 %210 to i32
  %212 = icmp eq i32 %207, 0
  br i1 %212, label %213, label %233

213:                                              ; preds = %205
  %214 = load i32, i32* %44, align 8, !tbaa !13
  %215 = load i8*, i8** %51, align 8, !tbaa !14
  %216 = load i32, i32* %57, align 4, !tbaa !15
  %217 = shl i32 1, %216
  %218 = sext i32 %217 to i64
  %219 = call i64 @read(i32 noundef %214, i8* noundef %215, i64 noundef %218) #12
  %220 = trunc i64 %219 to i32
  %221 = icmp eq i32 %220, -1
  br i1 %221, label %222, label %226

222:                                              ; preds = %213
  %223 = load i8*, i8** %42, align 8, !tbaa !16
  %224 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %225 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %224, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i8* noundef %223) #13
  call void @exit(i32 noundef 1) #14
  unreachable

226:                                              ; preds = %213
  store i32 %220, i32* %58, align 8, !tbaa !5
  %227 = load i8*, i8** %51, align 8, !tbaa !14
  store i8* %227, i8** %68, align 8, !tbaa !11
  %228 = icmp eq i32 %220, 0
  br i1 %228, label %229, label %233

229:                                              ; preds = %226
  %230 = load i8*, i8** %42, align 8, !tbaa !16
  %231 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %232 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %231, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i8* noundef %230) #13
  call void @exit(i32 noundef 1) #14
  unreachable

233:                                              ; preds = %226, %205
  %234 = load i32, i32* %58, align 8, !tbaa !5
  %235 = add i32 %234, -1
  store i32 %235, i32* %58, align 8, !tbaa !5
  %236 = load i8*, i8** %68, align 8, !tbaa !11
  %237 = getelementptr inbounds i8, i8* %236, i64 1
  store i8* %237, i8** %68, align 8, !tbaa !11
  %238 = load i8, i8* %236, align 1, !tbaa !12
  %239 = zext i8 %238 to i32
  %240 = shl nuw nsw i32 %239, 8
  %241 = or i32 %240, %211
  call fastcc void @skip(%struct.file* noundef nonnull %3, i32 noundef %241) #12
  br label %242

242:                                              ; preds = %233, %179
  %243 = and i32 %172, 8
  %244 = icmp eq i32 %243, 0
  br i1 %244, label %275, label %245

245:                                              ; preds = %242, %268
  %246 = load i32, i32* %58, align 8, !tbaa !5
  %247 = icmp eq i32 %246, 0
  br i1 %247, label %248, label %268

248:                                              ; preds = %245
  %249 = load i32, i32* %44, align 8, !tbaa !13
  %250 = load i8*, i8** %51, align 8, !tbaa !14
  %251 = load i32, i32* %57, align 4, !tbaa !15
  %252 = shl i32 1, %251
  %253 = sext i32 %252 to i64
  %254 = call i64 @read(i32 noundef %249, i8* noundef %250, i64 noundef %253) #12
  %255 = trunc i64 %254 to i32
  %256 = icmp eq i32 %255, -1
  br i1 %256, label %257, label %261

257:                                              ; preds = %248
  %258 = load i8*, i8** %42, align 8, !tbaa !16
  %259 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %260 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %259, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i8* noundef %258) #13
  call void @exit(i32 noundef 1) #14
  unreachable

261:                                              ; preds = %248
  store i32 %255, i32* %58, align 8, !tbaa !5
  %262 = load i8*, i8** %51, align 8, !tbaa !14
  store i8* %262, i8** %68, align 8, !tbaa !11
  %263 = icmp eq i32 %255, 0
  br i1 %263, label %264, label %268

264:                                              ; preds = %261
  %265 = load i8*, i8** %42, align 8, !tbaa !16
  %266 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %267 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %266, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i8* noundef %265) #13
  call void @exit(i32 noundef 1) #14
  unreachable

268:                                              ; preds = %261, %245
  %269 = load i32, i32* %58, align 8, !tbaa !5
  %270 = add i32 %269, -1
  store i32 %270, i32* %58, align 8, !tbaa !5
  %271 = load i8*, i8** %68, align 8, !tbaa !11
  %272 = getelementptr inbounds i8, i8* %271, i64 1
  store i8* %272, i8** %68, align 8, !tbaa !11
  %273 = load i8, i8* %271, align 1, !tbaa !12
  %274 = icmp eq i8 %273, 0
  br i1 %274, label %275, label %245, !llvm.loop !18

275:                                              ; preds = %268, %242
  %276 = and i32 %172, 16
  %277 = icmp eq i32 %276, 0
  br i1 %277, label %308, label %278

278:                                              ; preds = %275, %301
  %279 = load i32, i32* %58, align 8, !tbaa !5
  %280 = icmp eq i32 %279, 0
  br i1 %280, label %281, label %301

281:                                              ; preds = %278
  %282 = load i32, i32* %44, align 8, !tbaa !13
  %283 = load i8*, i8** %51, align 8, !tbaa !14
  %284 = load i32, i32* %57, align 4, !tbaa !15
  %285 = shl i32 1, %284
  %286 = sext i32 %285 to i64
  %287 = call i64 @read(i32 noundef %282, i8* noundef %283, i64 noundef %286) #12
  %288 = trunc i64 %287 to i32
  %289 = icmp eq i32 %288, -1
  br i1 %289, label %290, label %294

290:                                              ; preds = %281
  %291 = load i8*, i8** %42, align 8, !tbaa !16
  %292 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %293 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %292, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i8* noundef %291) #13
  call void @exit(i32 noundef 1) #14
  unreachable

294:                                              ; preds = %281
  store i32 %288, i32* %58, align 8, !tbaa !5
  %295 = load i8*, i8** %51, align 8, !tbaa !14
  store i8* %295, i8** %68, align 8, !tbaa !11
  %296 = icmp eq i32 %288, 0
  br i1 %296, label %297, label %301

297:                                              ; preds = %294
  %298 = load i8*, i8** %42, align 8, !tbaa !16
  %299 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %300 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %299, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i8* noundef %298) #13
  call void @exit(i32 noundef 1) #14
  unreachable

301:                                              ; preds = %294, %278
  %302 = load i32, i32* %58, align 8, !tbaa !5
  %303 = add i32 %302, -1
  store i32 %303, i32* %58, align 8, !tbaa !5
  %304 = load i8*, i8** %68, align 8, !tbaa !11
  %305 = getelementptr inbounds i8, i8* %304, i64 1
  store i8* %305, i8** %68, align 8, !tbaa !11
  %306 = load i8, i8* %304, align 1, !tbaa !12
  %307 = icmp eq i8 %306, 0
  br i1 %307, label %308, label %278, !llvm.loop !21

308:                                              ; preds = %301, %275
  %309 = and i32 %172, 2
  %310 = icmp eq i32 %309, 0
  br i1 %310, label %312, label %311

311:                                              ; preds = %308
  call fastcc void @skip(%struct.file* noundef nonnull %3, i32 noundef 2) #12
  br label %312

312:                                              ; preds = %311, %308
  %313 = call noalias dereferenceable_or_null(32768) i8* @malloc(i64 noundef 32768) #12
  %314 = icmp eq i8* %313, null
  br i1 %314, label %315, label %318

315:                                              ; preds = %312
  %316 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %317 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %316, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0)) #13
  call void @exit(i32 noundef 1) #14
  unreachable

318:                                              ; preds = %312
  %319 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 8
  %320 = bitcast i8* (i8*, i32, i32)** %319 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %320, i8 0, i64 24, i1 false) #12
  %321 = call i32 @inflateInit2_(%struct.z_stream_s* noundef nonnull %4, i32 noundef -15, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0), i32 noundef 112) #12
  %322 = icmp eq i32 %321, 0
  br i1 %322, label %326, label %323

323:                                              ; preds = %318
  %324 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %325 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %324, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.11, i64 0, i64 0)) #13
  call void @exit(i32 noundef 1) #14
  unreachable

326:                                              ; preds = %318
  %327 = load i32, i32* %44, align 8, !tbaa !13
  %328 = call i64 @lseek(i32 noundef %327, i64 noundef 0, i32 noundef 1) #12
  %329 = load i32, i32* %58, align 8, !tbaa !5
  %330 = zext i32 %329 to i64
  %331 = sub nsw i64 %328, %330
  %332 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 1
  store i32 %329, i32* %332, align 8, !tbaa !22
  %333 = load i8*, i8** %68, align 8, !tbaa !11
  %334 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 0
  store i8* %333, i8** %334, align 8, !tbaa !25
  %335 = call i64 @crc32(i64 noundef 0, i8* noundef null, i32 noundef 0) #12
  %336 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 4
  %337 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 3
  %338 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 11
  br label %339

339:                                              ; preds = %405, %326
  %340 = phi i32 [ 0, %326 ], [ %406, %405 ]
  %341 = phi i32 [ 0, %326 ], [ %390, %405 ]
  %342 = phi i32 [ 0, %326 ], [ %391, %405 ]
  %343 = phi i64 [ %335, %326 ], [ %386, %405 ]
  %344 = phi i32 [ 0, %326 ], [ %407, %405 ]
  %345 = phi i64 [ %331, %326 ], [ %408, %405 ]
  %346 = load i32, i32* %332, align 8, !tbaa !22
  %347 = icmp eq i32 %346, 0
  br i1 %347, label %348, label %369

348:                                              ; preds = %339
  %349 = load i32, i32* %44, align 8, !tbaa !13
  %350 = load i8*, i8** %51, align 8, !tbaa !14
  %351 = load i32, i32* %57, align 4, !tbaa !15
  %352 = shl i32 1, %351
  %353 = sext i32 %352 to i64
  %354 = call i64 @read(i32 noundef %349, i8* noundef %350, i64 noundef %353) #12
  %355 = trunc i64 %354 to i32
  %356 = icmp eq i32 %355, -1
  br i1 %356, label %357, label %361

357:                                              ; preds = %348
  %358 = load i8*, i8** %42, align 8, !tbaa !16
  %359 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %360 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %359, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i8* noundef %358) #13
  call void @exit(i32 noundef 1) #14
  unreachable

361:                                              ; preds = %348
  store i32 %355, i32* %58, align 8, !tbaa !5
  %362 = load i8*, i8** %51, align 8, !tbaa !14
  store i8* %362, i8** %68, align 8, !tbaa !11
  %363 = icmp eq i32 %355, 0
  br i1 %363, label %364, label %368

364:                                              ; preds = %361
  %365 = load i8*, i8** %42, align 8, !tbaa !16
  %366 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %367 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %366, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i8* noundef %365) #13
  call void @exit(i32 noundef 1) #14
  unreachable

368:                                              ; preds = %361
  store i32 %355, i32* %332, align 8, !tbaa !22
  store i8* %362, i8** %334, align 8, !tbaa !25
  br label %369

369:                                              ; preds = %368, %339
  %370 = sub i32 32768, %342
  store i32 %370, i32* %336, align 8, !tbaa !26
  %371 = zext i32 %342 to i64
  %372 = getelementptr inbounds i8, i8* %313, i64 %371
  store i8* %372, i8** %337, align 8, !tbaa !27
  %373 = call i32 @inflate(%struct.z_stream_s* noundef nonnull %4, i32 noundef 5) #12
  switch i32 %373, label %383 [
    i32 -2, label %374
    i32 -4, label %377
    i32 -3, label %380
  ]

374:                                              ; preds = %369
  %375 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %376 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %375, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.12, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0)) #13
  call void @exit(i32 noundef 1) #14
  unreachable

377:                                              ; preds = %369
  %378 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %379 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %378, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0)) #13
  call void @exit(i32 noundef 1) #14
  unreachable

380:                                              ; preds = %369
  %381 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %382 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %381, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.13, i64 0, i64 0), i8* noundef %40) #13
  call void @exit(i32 noundef 1) #14
  unreachable

383:                                              ; preds = %369
  %384 = load i32, i32* %336, align 8, !tbaa !26
  %385 = sub i32 %370, %384
  %386 = call i64 @crc32(i64 noundef %343, i8* noundef nonnull %372, i32 noundef %385) #12
  %387 = load i32, i32* %336, align 8, !tbaa !26
  %388 = icmp eq i32 %387, 0
  %389 = sub i32 32768, %387
  %390 = select i1 %388, i32 1, i32 %341
  %391 = select i1 %388, i32 0, i32 %389
  %392 = load i32, i32* %338, align 8, !tbaa !28
  %393 = and i32 %392, 128
  %394 = icmp eq i32 %393, 0
  br i1 %394, label %405, label %395

395:                                              ; preds = %383
  %396 = and i32 %392, 64
  %397 = icmp eq i32 %396, 0
  %398 = and i32 %392, 31
  br i1 %397, label %399, label %405

399:                                              ; preds = %395
  %400 = load i32, i32* %44, align 8, !tbaa !13
  %401 = call i64 @lseek(i32 noundef %400, i64 noundef 0, i32 noundef 1) #12
  %402 = load i32, i32* %332, align 8, !tbaa !22
  %403 = zext i32 %402 to i64
  %404 = sub nsw i64 %401, %403
  br label %405

405:                                              ; preds = %395, %399, %383
  %406 = phi i32 [ %340, %399 ], [ %340, %383 ], [ %398, %395 ]
  %407 = phi i32 [ %398, %399 ], [ %344, %383 ], [ %344, %395 ]
  %408 = phi i64 [ %404, %399 ], [ %345, %383 ], [ %345, %395 ]
  %409 = icmp eq i32 %373, 1
  br i1 %409, label %410, label %339, !llvm.loop !29

410:                                              ; preds = %405
  %411 = call i32 @inflateEnd(%struct.z_stream_s* noundef nonnull %4) #12
  %412 = load i32, i32* %332, align 8, !tbaa !22
  store i32 %412, i32* %58, align 8, !tbaa !5
  %413 = load i8*, i8** %334, align 8, !tbaa !25
  store i8* %413, i8** %68, align 8, !tbaa !11
  %414 = load i32, i32* %44, align 8, !tbaa !13
  %415 = call i64 @lseek(i32 noundef %414, i64 noundef 0, i32 noundef 1) #12
  %416 = load i32, i32* %58, align 8, !tbaa !5
  %417 = zext i32 %416 to i64
  %418 = sub nsw i64 %415, %417
  %419 = call i64 @read4(%struct.file* noundef nonnull %3) #12
  %420 = icmp eq i64 %386, %419
  br i1 %420, label %424, label %421

421:                                              ; preds = %410
  %422 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %423 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %422, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.14, i64 0, i64 0), i8* noundef %40) #13
  call void @exit(i32 noundef 1) #14
  unreachable

424:                                              ; preds = %410
  %425 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 5
  %426 = load i64, i64* %425, align 8, !tbaa !30
  %427 = and i64 %426, 4294967295
  %428 = call i64 @read4(%struct.file* noundef nonnull %3) #12
  %429 = icmp eq i64 %427, %428
  br i1 %429, label %433, label %430

430:                                              ; preds = %424
  %431 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %432 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %431, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.15, i64 0, i64 0), i8* noundef %40) #13
  call void @exit(i32 noundef 1) #14
  unreachable

433:                                              ; preds = %424
  %434 = load i32, i32* %58, align 8, !tbaa !5
  %435 = icmp eq i32 %434, 0
  br i1 %435, label %436, label %452

436:                                              ; preds = %433
  %437 = load i32, i32* %44, align 8, !tbaa !13
  %438 = load i8*, i8** %51, align 8, !tbaa !14
  %439 = load i32, i32* %57, align 4, !tbaa !15
  %440 = shl i32 1, %439
  %441 = sext i32 %440 to i64
  %442 = call i64 @read(i32 noundef %437, i8* noundef %438, i64 noundef %441) #12
  %443 = trunc i64 %442 to i32
  %444 = icmp eq i32 %443, -1
  br i1 %444, label %445, label %449

445:                                              ; preds = %436
  %446 = load i8*, i8** %42, align 8, !tbaa !16
  %447 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %448 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %447, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i8* noundef %446) #13
  call void @exit(i32 noundef 1) #14
  unreachable

449:                                              ; preds = %436
  store i32 %443, i32* %58, align 8, !tbaa !5
  %450 = load i8*, i8** %51, align 8, !tbaa !14
  store i8* %450, i8** %68, align 8, !tbaa !11
  %451 = icmp eq i32 %443, 0
  br i1 %451, label %455, label %452

452:                                              ; preds = %449, %433
  %453 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %454 = call i64 @fwrite(i8* getelementptr inbounds ([56 x i8], [56 x i8]* @.str.16, i64 0, i64 0), i64 55, i64 1, %struct._IO_FILE* %453) #13
  br label %455

455:                                              ; preds = %452, %449
  %456 = load i32, i32* %44, align 8, !tbaa !13
  %457 = icmp ne i32 %407, 0
  %458 = sext i1 %457 to i64
  %459 = add i64 %408, %458
  %460 = call i64 @lseek(i32 noundef %456, i64 noundef %459, i32 noundef 0) #12
  %461 = load i32, i32* %44, align 8, !tbaa !13
  %462 = load i8*, i8** %51, align 8, !tbaa !14
  %463 = call i64 @read(i32 noundef %461, i8* noundef %462, i64 noundef 1) #12
  %464 = icmp eq i64 %463, 1
  br i1 %464, label %468, label %465

465:                                              ; preds = %455
  %466 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %467 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %466, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.17, i64 0, i64 0), i8* noundef %40) #13
  call void @exit(i32 noundef 1) #14
  unreachable

468:                                              ; preds = %455
  %469 = load i8*, i8** %51, align 8, !tbaa !14
  %470 = load i8, i8* %469, align 1, !tbaa !12
  %471 = sub i32 0, %407
  %472 = and i32 %471, 7
  %473 = shl i32 1, %472
  %474 = trunc i32 %473 to i8
  %475 = xor i8 %470, %474
  store i8 %475, i8* %469, align 1, !tbaa !12
  %476 = load i32, i32* %44, align 8, !tbaa !13
  %477 = call i64 @lseek(i32 noundef %476, i64 noundef -1, i32 noundef 1) #12
  %478 = load i32, i32* %44, align 8, !tbaa !13
  %479 = load i8*, i8** %51, align 8, !tbaa !14
  %480 = call i64 @write(i32 noundef %478, i8* noundef %479, i64 noundef 1) #12
  %481 = icmp eq i64 %480, 1
  br i1 %481, label %485, label %482

482:                                              ; preds = %468
  %483 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %484 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %483, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.18, i64 0, i64 0), i8* noundef %40) #13
  call void @exit(i32 noundef 1) #14
  unreachable

485:                                              ; preds = %468
  %486 = icmp eq i32 %390, 0
  br i1 %486, label %549, label %487

487:                                              ; preds = %485
  %488 = and i32 %391, 32767
  %489 = icmp eq i32 %488, 0
  br i1 %489, label %549, label %490

490:                                              ; preds = %487
  %491 = getelementptr inbounds i8, i8* %313, i64 32767
  switch i32 %488, label %496 [
    i32 1, label %492
    i32 32767, label %494
  ]

492:                                              ; preds = %490
  %493 = getelementptr inbounds i8, i8* %313, i64 1
  br label %543

494:                                              ; preds = %490
  %495 = getelementptr inbounds i8, i8* %313, i64 1
  br label %543

496:                                              ; preds = %490, %510
  %497 = phi i32 [ %512, %510 ], [ %488, %490 ]
  %498 = phi i32 [ %511, %510 ], [ 32768, %490 ]
  %499 = icmp ugt i32 %498, %497
  br i1 %499, label %500, label %505

500:                                              ; preds = %496, %500
  %501 = phi i32 [ %504, %500 ], [ %497, %496 ]
  %502 = sub i32 %498, %501
  %503 = icmp ult i32 %502, %501
  %504 = shl i32 %501, 1
  br i1 %503, label %510, label %500, !llvm.loop !31

505:                                              ; preds = %496, %505
  %506 = phi i32 [ %509, %505 ], [ %498, %496 ]
  %507 = sub i32 %497, %506
  %508 = icmp ult i32 %507, %506
  %509 = shl i32 %506, 1
  br i1 %508, label %510, label %505, !llvm.loop !32

510:                                              ; preds = %505, %500
  %511 = phi i32 [ %502, %500 ], [ %498, %505 ]
  %512 = phi i32 [ %497, %500 ], [ %507, %505 ]
  %513 = icmp ne i32 %511, 0
  %514 = icmp ne i32 %512, 0
  %515 = select i1 %513, i1 %514, i1 false
  br i1 %515, label %496, label %516, !llvm.loop !33

516:                                              ; preds = %510
  %517 = add i32 %512, %511
  %518 = zext i32 %488 to i64
  br label %519

519:                                              ; preds = %539, %516
  %520 = phi i32 [ %517, %516 ], [ %541, %539 ]
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds i8, i8* %313, i64 %521
  %523 = load i8, i8* %522, align 1, !tbaa !12
  %524 = add nuw nsw i64 %521, %518
  %525 = icmp ugt i64 %524, 32767
  %526 = add nsw i64 %524, -32768
  %527 = select i1 %525, i64 %526, i64 %524
  %528 = icmp eq i64 %527, %521
  br i1 %528, label %539, label %529

529:                                              ; preds = %519, %529
  %530 = phi i64 [ %537, %529 ], [ %527, %519 ]
  %531 = phi i8* [ %532, %529 ], [ %522, %519 ]
  %532 = getelementptr inbounds i8, i8* %313, i64 %530
  %533 = load i8, i8* %532, align 1, !tbaa !12
  store i8 %533, i8* %531, align 1, !tbaa !12
  %534 = add nsw i64 %530, %518
  %535 = icmp sgt i64 %534, 32767
  %536 = add nsw i64 %534, -32768
  %537 = select i1 %535, i64 %536, i64 %534
  %538 = icmp eq i64 %537, %521
  br i1 %538, label %539, label %529, !llvm.loop !34

539:                                              ; preds = %529, %519
  %540 = phi i8* [ %522, %519 ], [ %532, %529 ]
  store i8 %523, i8* %540, align 1, !tbaa !12
  %541 = add i32 %520, -1
  %542 = icmp eq i32 %541, 0
  br i1 %542, label %549, label %519, !llvm.loop !35

543:                                              ; preds = %492, %494
  %544 = phi i8* [ %313, %494 ], [ %493, %492 ]
  %545 = phi i8* [ %495, %494 ], [ %313, %492 ]
  %546 = phi i8* [ %313, %494 ], [ %491, %492 ]
  %547 = phi i8* [ %491, %494 ], [ %313, %492 ]
  %548 = load i8, i8* %547, align 1, !tbaa !12
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(32767) %545, i8* noundef nonnull align 1 dereferenceable(32767) %544, i64 32767, i1 false) #12
  store i8 %548, i8* %546, align 1, !tbaa !12
  br label %549

549:                                              ; preds = %539, %543, %487, %485
  %550 = phi i32 [ %391, %485 ], [ 32768, %487 ], [ 32768, %543 ], [ 32768, %539 ]
  %551 = call i32 @deflateInit2_(%struct.z_stream_s* noundef nonnull %4, i32 noundef %38, i32 noundef 8, i32 noundef -15, i32 noundef 8, i32 noundef 0, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0), i32 noundef 112) #12
  %552 = icmp eq i32 %551, 0
  br i1 %552, label %556, label %553

553:                                              ; preds = %549
  %554 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %555 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %554, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0)) #13
  call void @exit(i32 noundef 1) #14
  unreachable

556:                                              ; preds = %549
  %557 = call i32 @deflateSetDictionary(%struct.z_stream_s* noundef nonnull %4, i8* noundef nonnull %313, i32 noundef %550) #12
  %558 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 12
  store i64 %386, i64* %558, align 8, !tbaa !36
  %559 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %4, i64 0, i32 2
  store i64 %426, i64* %559, align 8, !tbaa !37
  %560 = icmp eq i32 %406, 0
  br i1 %560, label %578, label %561

561:                                              ; preds = %556
  %562 = load i32, i32* %44, align 8, !tbaa !13
  %563 = add nsw i64 %418, -1
  %564 = call i64 @lseek(i32 noundef %562, i64 noundef %563, i32 noundef 0) #12
  %565 = load i32, i32* %44, align 8, !tbaa !13
  %566 = load i8*, i8** %51, align 8, !tbaa !14
  %567 = call i64 @read(i32 noundef %565, i8* noundef %566, i64 noundef 1) #12
  %568 = icmp eq i64 %567, 1
  br i1 %568, label %572, label %569

569:                                              ; preds = %561
  %570 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %571 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %570, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.17, i64 0, i64 0), i8* noundef %40) #13
  call void @exit(i32 noundef 1) #14
  unreachable

572:                                              ; preds = %561
  %573 = sub nsw i32 8, %406
  %574 = load i8*, i8** %51, align 8, !tbaa !14
  %575 = load i8, i8* %574, align 1, !tbaa !12
  %576 = zext i8 %575 to i32
  %577 = call i32 @deflatePrime(%struct.z_stream_s* noundef nonnull %4, i32 noundef %573, i32 noundef %576) #12
  br label %578

578:                                              ; preds = %556, %572
  %579 = phi i64 [ %563, %572 ], [ %418, %556 ]
  %580 = load i32, i32* %44, align 8, !tbaa !13
  %581 = call i64 @lseek(i32 noundef %580, i64 noundef %579, i32 noundef 0) #12
  call void @free(i8* noundef %313) #12
  %582 = load i8*, i8** %51, align 8, !tbaa !14
  call void @free(i8* noundef %582) #12
  %583 = load i32, i32* %44, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %41) #12
  %584 = load i8*, i8** %39, align 8, !tbaa !17
  %585 = icmp eq i8* %584, null
  br i1 %585, label %586, label %587

586:                                              ; preds = %578
  call fastcc void @gztack(i8* noundef null, i32 noundef %583, %struct.z_stream_s* noundef nonnull %4, i32 noundef 1)
  br label %596

587:                                              ; preds = %578, %587
  %588 = phi i8** [ %590, %587 ], [ %39, %578 ]
  %589 = load i8*, i8** %588, align 8, !tbaa !17
  %590 = getelementptr inbounds i8*, i8** %588, i64 1
  %591 = load i8*, i8** %590, align 8, !tbaa !17
  %592 = icmp eq i8* %591, null
  %593 = zext i1 %592 to i32
  call fastcc void @gztack(i8* noundef %589, i32 noundef %583, %struct.z_stream_s* noundef nonnull %4, i32 noundef %593)
  %594 = load i8*, i8** %590, align 8, !tbaa !17
  %595 = icmp eq i8* %594, null
  br i1 %595, label %596, label %587, !llvm.loop !38

596:                                              ; preds = %587, %586, %9
  call void @llvm.lifetime.end.p0i8(i64 112, i8* nonnull %5) #12
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal fastcc void @gztack(i8* noundef %0, i32 noundef %1, %struct.z_stream_s* noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = icmp eq i8* %0, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %4
  %7 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %0, i32 noundef 0, i32 noundef 0) #12
  %8 = icmp eq i32 %7, -1
  br i1 %8, label %9, label %12

9:                                                ; preds = %6
  %10 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %11 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %10, i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.23, i64 0, i64 0), i8* noundef nonnull %0) #15
  br label %12

12:                                               ; preds = %6, %9, %4
  %13 = phi i32 [ -1, %9 ], [ %7, %6 ], [ 0, %4 ]
  %14 = call noalias dereferenceable_or_null(16384) i8* @malloc(i64 noundef 16384) #12
  %15 = call noalias dereferenceable_or_null(16384) i8* @malloc(i64 noundef 16384) #12
  %16 = icmp eq i8* %14, null
  %17 = icmp eq i8* %15, null
  %18 = or i1 %16, %17
  br i1 %18, label %27, label %19

19:                                               ; preds = %12
  %20 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %2, i64 0, i32 1
  %21 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %2, i64 0, i32 0
  %22 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %2, i64 0, i32 12
  %23 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %2, i64 0, i32 4
  %24 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %2, i64 0, i32 3
  %25 = icmp ne i32 %3, 0
  %26 = getelementptr inbounds i8, i8* %15, i64 16384
  br label %30

27:                                               ; preds = %12
  %28 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %29 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %28, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0)) #13
  call void @exit(i32 noundef 1) #14
  unreachable

30:                                               ; preds = %19, %80
  %31 = call i64 @read(i32 noundef %13, i8* noundef %14, i64 noundef 16384) #12
  %32 = trunc i64 %31 to i32
  %33 = icmp eq i32 %32, -1
  br i1 %33, label %34, label %37

34:                                               ; preds = %30
  %35 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %36 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %35, i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.24, i64 0, i64 0), i8* noundef %0) #15
  br label %37

37:                                               ; preds = %34, %30
  %38 = phi i32 [ 0, %34 ], [ %32, %30 ]
  store i32 %38, i32* %20, align 8, !tbaa !22
  store i8* %14, i8** %21, align 8, !tbaa !25
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %37
  %41 = load i64, i64* %22, align 8, !tbaa !36
  %42 = call i64 @crc32(i64 noundef %41, i8* noundef %14, i32 noundef %38) #12
  store i64 %42, i64* %22, align 8, !tbaa !36
  br label %43

43:                                               ; preds = %40, %37
  br label %44

44:                                               ; preds = %43, %74
  %45 = phi i32 [ %75, %74 ], [ %38, %43 ]
  store i32 16384, i32* %23, align 8, !tbaa !26
  store i8* %15, i8** %24, align 8, !tbaa !27
  %46 = icmp eq i32 %45, 0
  %47 = select i1 %25, i1 %46, i1 false
  %48 = select i1 %47, i32 4, i32 0
  %49 = call i32 @deflate(%struct.z_stream_s* noundef %2, i32 noundef %48) #12
  %50 = load i32, i32* %23, align 8, !tbaa !26
  %51 = icmp eq i32 %50, 16384
  br i1 %51, label %74, label %52

52:                                               ; preds = %44
  %53 = sub i32 16384, %50
  br label %56

54:                                               ; preds = %56
  %55 = icmp eq i32 %68, 0
  br i1 %55, label %72, label %56, !llvm.loop !39

56:                                               ; preds = %52, %54
  %57 = phi i32 [ %68, %54 ], [ %53, %52 ]
  %58 = load i32, i32* %23, align 8, !tbaa !26
  %59 = zext i32 %58 to i64
  %60 = sub nsw i64 0, %59
  %61 = getelementptr inbounds i8, i8* %26, i64 %60
  %62 = zext i32 %57 to i64
  %63 = sub nsw i64 0, %62
  %64 = getelementptr inbounds i8, i8* %61, i64 %63
  %65 = call i64 @write(i32 noundef %1, i8* noundef nonnull %64, i64 noundef %62) #12
  %66 = trunc i64 %65 to i32
  %67 = icmp eq i32 %66, -1
  %68 = sub i32 %57, %66
  br i1 %67, label %69, label %54

69:                                               ; preds = %56
  %70 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %71 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %70, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.25, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0)) #13
  call void @exit(i32 noundef 1) #14
  unreachable

72:                                               ; preds = %54
  %73 = trunc i64 %65 to i32
  br label %74

74:                                               ; preds = %72, %44
  %75 = phi i32 [ %45, %44 ], [ %73, %72 ]
  %76 = load i32, i32* %23, align 8, !tbaa !26
  %77 = icmp eq i32 %76, 0
  %78 = icmp ne i32 %49, 1
  %79 = select i1 %77, i1 %78, i1 false
  br i1 %79, label %44, label %80, !llvm.loop !40

80:                                               ; preds = %74
  %81 = icmp eq i32 %75, 0
  br i1 %81, label %82, label %30, !llvm.loop !41

82:                                               ; preds = %80
  br i1 %25, label %83, label %127

83:                                               ; preds = %82
  %84 = call i32 @deflateEnd(%struct.z_stream_s* noundef %2) #12
  %85 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %2, i64 0, i32 12
  %86 = load i64, i64* %85, align 8, !tbaa !36
  %87 = trunc i64 %86 to i8
  store i8 %87, i8* %15, align 1, !tbaa !12
  %88 = lshr i64 %86, 8
  %89 = trunc i64 %88 to i8
  %90 = getelementptr inbounds i8, i8* %15, i64 1
  store i8 %89, i8* %90, align 1, !tbaa !12
  %91 = lshr i64 %86, 16
  %92 = trunc i64 %91 to i8
  %93 = getelementptr inbounds i8, i8* %15, i64 2
  store i8 %92, i8* %93, align 1, !tbaa !12
  %94 = lshr i64 %86, 24
  %95 = trunc i64 %94 to i8
  %96 = getelementptr inbounds i8, i8* %15, i64 3
  store i8 %95, i8* %96, align 1, !tbaa !12
  %97 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %2, i64 0, i32 2
  %98 = load i64, i64* %97, align 8, !tbaa !37
  %99 = trunc i64 %98 to i8
  %100 = getelementptr inbounds i8, i8* %15, i64 4
  store i8 %99, i8* %100, align 1, !tbaa !12
  %101 = lshr i64 %98, 8
  %102 = trunc i64 %101 to i8
  %103 = getelementptr inbounds i8, i8* %15, i64 5
  store i8 %102, i8* %103, align 1, !tbaa !12
  %104 = lshr i64 %98, 16
  %105 = trunc i64 %104 to i8
  %106 = getelementptr inbounds i8, i8* %15, i64 6
  store i8 %105, i8* %106, align 1, !tbaa !12
  %107 = lshr i64 %98, 24
  %108 = trunc i64 %107 to i8
  %109 = getelementptr inbounds i8, i8* %15, i64 7
  store i8 %108, i8* %109, align 1, !tbaa !12
  %110 = getelementptr inbounds i8, i8* %15, i64 8
  br label %111

111:                                              ; preds = %122, %83
  %112 = phi i32 [ 8, %83 ], [ %123, %122 ]
  %113 = sext i32 %112 to i64
  %114 = sub nsw i64 0, %113
  %115 = getelementptr inbounds i8, i8* %110, i64 %114
  %116 = call i64 @write(i32 noundef %1, i8* noundef nonnull %115, i64 noundef %113) #12
  %117 = trunc i64 %116 to i32
  %118 = icmp eq i32 %117, -1
  br i1 %118, label %119, label %122

119:                                              ; preds = %111
  %120 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %121 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %120, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.25, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0)) #13
  call void @exit(i32 noundef 1) #14
  unreachable

122:                                              ; preds = %111
  %123 = sub nsw i32 %112, %117
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %125, label %111, !llvm.loop !42

125:                                              ; preds = %122
  %126 = call i32 @close(i32 noundef %1) #12
  br label %127

127:                                              ; preds = %125, %82
  call void @free(i8* noundef %15) #12
  call void @free(i8* noundef %14) #12
  %128 = icmp sgt i32 %13, 0
  br i1 %128, label %129, label %131

129:                                              ; preds = %127
  %130 = call i32 @close(i32 noundef %13) #12
  br label %131

131:                                              ; preds = %129, %127
  ret void
}

; Function Attrs: nofree
declare noundef i64 @read(i32 noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree
declare noundef i32 @open(i8* nocapture noundef readonly, i32 noundef, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

declare i32 @inflateInit2_(%struct.z_stream_s* noundef, i32 noundef, i8* noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i64 @lseek(i32 noundef, i64 noundef, i32 noundef) local_unnamed_addr #7

declare i64 @crc32(i64 noundef, i8* noundef, i32 noundef) local_unnamed_addr #6

declare i32 @inflate(%struct.z_stream_s* noundef, i32 noundef) local_unnamed_addr #6

declare i32 @inflateEnd(%struct.z_stream_s* noundef) local_unnamed_addr #6

; Function Attrs: nofree
declare noundef i64 @write(i32 noundef, i8* nocapture noundef readonly, i64 noundef) local_unnamed_addr #2

declare i32 @deflateInit2_(%struct.z_stream_s* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef) local_unnamed_addr #6

declare i32 @deflateSetDictionary(%struct.z_stream_s* noundef, i8* noundef, i32 noundef) local_unnamed_addr #6

declare i32 @deflatePrime(%struct.z_stream_s* noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define internal fastcc void @skip(%struct.file* nocapture noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 2
  %4 = load i32, i32* %3, align 8, !tbaa !5
  %5 = icmp ult i32 %4, %1
  br i1 %5, label %6, label %35

6:                                                ; preds = %2
  %7 = sub i32 %1, %4
  %8 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 1
  %9 = load i32, i32* %8, align 4, !tbaa !15
  %10 = shl nsw i32 -1, %9
  %11 = and i32 %10, %7
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %26, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 0
  %15 = load i32, i32* %14, align 8, !tbaa !13
  %16 = zext i32 %11 to i64
  %17 = call i64 @lseek(i32 noundef %15, i64 noundef %16, i32 noundef 1) #12
  %18 = icmp eq i64 %17, -1
  br i1 %18, label %19, label %24

19:                                               ; preds = %13
  %20 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 5
  %21 = load i8*, i8** %20, align 8, !tbaa !16
  %22 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %23 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %22, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i64 0, i64 0), i8* noundef %21) #13
  call void @exit(i32 noundef 1) #14
  unreachable

24:                                               ; preds = %13
  %25 = sub i32 %7, %11
  br label %26

26:                                               ; preds = %24, %6
  %27 = phi i32 [ %25, %24 ], [ %7, %6 ]
  call fastcc void @readmore(%struct.file* noundef %0)
  %28 = load i32, i32* %3, align 8, !tbaa !5
  %29 = icmp ugt i32 %27, %28
  br i1 %29, label %30, label %35

30:                                               ; preds = %26
  %31 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 5
  %32 = load i8*, i8** %31, align 8, !tbaa !16
  %33 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %34 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %33, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i8* noundef %32) #13
  call void @exit(i32 noundef 1) #14
  unreachable

35:                                               ; preds = %26, %2
  %36 = phi i32 [ %27, %26 ], [ %1, %2 ]
  %37 = load i32, i32* %3, align 8, !tbaa !5
  %38 = sub i32 %37, %36
  store i32 %38, i32* %3, align 8, !tbaa !5
  %39 = getelementptr inbounds %struct.file, %struct.file* %0, i64 0, i32 4
  %40 = load i8*, i8** %39, align 8, !tbaa !11
  %41 = zext i32 %36 to i64
  %42 = getelementptr inbounds i8, i8* %40, i64 %41
  store i8* %42, i8** %39, align 8, !tbaa !11
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #9

declare i32 @deflate(%struct.z_stream_s* noundef, i32 noundef) local_unnamed_addr #6

declare i32 @deflateEnd(%struct.z_stream_s* noundef) local_unnamed_addr #6

declare i32 @close(i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #10

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #11

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #10 = { nofree nounwind }
attributes #11 = { argmemonly nofree nounwind willreturn writeonly }
attributes #12 = { nounwind }
attributes #13 = { cold nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { cold }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 8}
!6 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !10, i64 16, !10, i64 24, !10, i64 32}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 24}
!12 = !{!8, !8, i64 0}
!13 = !{!6, !7, i64 0}
!14 = !{!6, !10, i64 16}
!15 = !{!6, !7, i64 4}
!16 = !{!6, !10, i64 32}
!17 = !{!10, !10, i64 0}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !19, !20}
!22 = !{!23, !7, i64 8}
!23 = !{!"z_stream_s", !10, i64 0, !7, i64 8, !24, i64 16, !10, i64 24, !7, i64 32, !24, i64 40, !10, i64 48, !10, i64 56, !10, i64 64, !10, i64 72, !10, i64 80, !7, i64 88, !24, i64 96, !24, i64 104}
!24 = !{!"long", !8, i64 0}
!25 = !{!23, !10, i64 0}
!26 = !{!23, !7, i64 32}
!27 = !{!23, !10, i64 24}
!28 = !{!23, !7, i64 88}
!29 = distinct !{!29, !19, !20}
!30 = !{!23, !24, i64 40}
!31 = distinct !{!31, !19, !20}
!32 = distinct !{!32, !19, !20}
!33 = distinct !{!33, !19, !20}
!34 = distinct !{!34, !20}
!35 = distinct !{!35, !19, !20}
!36 = !{!23, !24, i64 96}
!37 = !{!23, !24, i64 16}
!38 = distinct !{!38, !19, !20}
!39 = distinct !{!39, !19, !20}
!40 = distinct !{!40, !19, !20}
!41 = distinct !{!41, !19, !20}
!42 = distinct !{!42, !19, !20}
