; ModuleID = 'gun.c'
source_filename = "gun.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.z_stream_s = type { i8*, i32, i64, i8*, i32, i64, i8*, %struct.internal_state*, i8* (i8*, i32, i32)*, void (i8*, i8*)*, i8*, i32, i64, i64 }
%struct.internal_state = type opaque
%struct.stat = type { i64, i64, i64, i32, i32, i32, i32, i64, i64, i64, i64, %struct.timespec, %struct.timespec, %struct.timespec, [3 x i64] }
%struct.timespec = type { i64, i64 }
%struct.utimbuf = type { i64, i64 }
%struct.outd = type { i32, i32, i64, i64 }
%struct.ind = type { i32, i8* }

@match = dso_local global [65282 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [7 x i8] c"1.2.13\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [35 x i8] c"gun out of memory error--aborting\0A\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"-h\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"gun 1.6 (17 Jan 2010)\0A\00", align 1
@.str.4 = private unnamed_addr constant [36 x i8] c"Copyright (C) 2003-2010 Mark Adler\0A\00", align 1
@.str.5 = private unnamed_addr constant [42 x i8] c"usage: gun [-t] [file1.gz [file2.Z ...]]\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"-t\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c".gz\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"-gz\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c".z\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"-z\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"_z\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c".Z\00", align 1
@.str.13 = private unnamed_addr constant [39 x i8] c"gun error: no gz type on %s--skipping\0A\00", align 1
@inbuf = dso_local global [32768 x i8] zeroinitializer, align 16
@outbuf = dso_local global [32768 x i8] zeroinitializer, align 16
@prefix = dso_local local_unnamed_addr global [65536 x i16] zeroinitializer, align 16
@suffix = dso_local local_unnamed_addr global [65536 x i8] zeroinitializer, align 16
@.str.14 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"gun cannot open %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [22 x i8] c"gun cannot create %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [45 x i8] c"gun warning: trailing garbage ignored in %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [26 x i8] c"gun data error on %s: %s\0A\00", align 1
@.str.19 = private unnamed_addr constant [27 x i8] c"gun write error on %s: %s\0A\00", align 1
@.str.20 = private unnamed_addr constant [26 x i8] c"gun read error on %s: %s\0A\00", align 1
@.str.21 = private unnamed_addr constant [34 x i8] c"gun unexpected end of file on %s\0A\00", align 1
@.str.22 = private unnamed_addr constant [30 x i8] c"gun internal error--aborting\0A\00", align 1
@.str.23 = private unnamed_addr constant [23 x i8] c"incorrect header check\00", align 1
@.str.24 = private unnamed_addr constant [27 x i8] c"unknown compression method\00", align 1
@.str.25 = private unnamed_addr constant [25 x i8] c"unknown header flags set\00", align 1
@.str.26 = private unnamed_addr constant [21 x i8] c"incorrect data check\00", align 1
@.str.27 = private unnamed_addr constant [23 x i8] c"incorrect length check\00", align 1
@.str.28 = private unnamed_addr constant [22 x i8] c"unknown lzw flags set\00", align 1
@.str.29 = private unnamed_addr constant [22 x i8] c"lzw bits out of range\00", align 1
@.str.30 = private unnamed_addr constant [17 x i8] c"invalid lzw code\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca %struct.z_stream_s, align 8
  %4 = bitcast %struct.z_stream_s* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 112, i8* nonnull %4) #14
  %5 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %3, i64 0, i32 8
  %6 = bitcast i8* (i8*, i32, i32)** %5 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %7 = call i32 @inflateBackInit_(%struct.z_stream_s* noundef nonnull %3, i32 noundef 15, i8* noundef getelementptr inbounds ([65282 x i8], [65282 x i8]* @match, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef 112) #14
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %2
  %10 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %11 = call i64 @fwrite(i8* getelementptr inbounds ([35 x i8], [35 x i8]* @.str.1, i64 0, i64 0), i64 34, i64 1, %struct._IO_FILE* %10) #15
  br label %101

12:                                               ; preds = %2
  %13 = add nsw i32 %0, -1
  %14 = getelementptr inbounds i8*, i8** %1, i64 1
  %15 = icmp eq i32 %13, 0
  br i1 %15, label %33, label %16

16:                                               ; preds = %12
  %17 = load i8*, i8** %14, align 8, !tbaa !5
  %18 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %17, i8* noundef nonnull dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0)) #16
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %27

20:                                               ; preds = %16
  %21 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %22 = call i64 @fwrite(i8* getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), i64 22, i64 1, %struct._IO_FILE* %21) #15
  %23 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %24 = call i64 @fwrite(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @.str.4, i64 0, i64 0), i64 35, i64 1, %struct._IO_FILE* %23) #15
  %25 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %26 = call i64 @fwrite(i8* getelementptr inbounds ([42 x i8], [42 x i8]* @.str.5, i64 0, i64 0), i64 41, i64 1, %struct._IO_FILE* %25) #15
  br label %101

27:                                               ; preds = %16
  %28 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %17, i8* noundef nonnull dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i64 0, i64 0)) #16
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %33

30:                                               ; preds = %27
  %31 = add nsw i32 %0, -2
  %32 = getelementptr inbounds i8*, i8** %1, i64 2
  br label %33

33:                                               ; preds = %12, %30, %27
  %34 = phi i32 [ %31, %30 ], [ %13, %27 ], [ 0, %12 ]
  %35 = phi i8** [ %32, %30 ], [ %14, %27 ], [ %14, %12 ]
  %36 = phi i1 [ false, %30 ], [ true, %27 ], [ true, %12 ]
  %37 = phi i32 [ 1, %30 ], [ 0, %27 ], [ 0, %12 ]
  %38 = icmp eq i32 %34, 0
  br i1 %38, label %96, label %39

39:                                               ; preds = %33, %92
  %40 = phi i32 [ %94, %92 ], [ %34, %33 ]
  %41 = phi i8** [ %93, %92 ], [ %35, %33 ]
  br i1 %36, label %42, label %84

42:                                               ; preds = %39
  %43 = load i8*, i8** %41, align 8, !tbaa !5
  %44 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %43) #16
  %45 = trunc i64 %44 to i32
  %46 = shl i64 %44, 32
  %47 = ashr exact i64 %46, 32
  %48 = getelementptr inbounds i8, i8* %43, i64 %47
  %49 = getelementptr inbounds i8, i8* %48, i64 -3
  %50 = call i32 @strcmp(i8* noundef nonnull %49, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0)) #16
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %71, label %52

52:                                               ; preds = %42
  %53 = call i32 @strcmp(i8* noundef nonnull %49, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0)) #16
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %71, label %55

55:                                               ; preds = %52
  %56 = getelementptr inbounds i8, i8* %48, i64 -2
  %57 = call i32 @strcmp(i8* noundef nonnull %56, i8* noundef nonnull dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i64 0, i64 0)) #16
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %71, label %59

59:                                               ; preds = %55
  %60 = call i32 @strcmp(i8* noundef nonnull %56, i8* noundef nonnull dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.10, i64 0, i64 0)) #16
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %71, label %62

62:                                               ; preds = %59
  %63 = call i32 @strcmp(i8* noundef nonnull %56, i8* noundef nonnull dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.11, i64 0, i64 0)) #16
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %71, label %65

65:                                               ; preds = %62
  %66 = call i32 @strcmp(i8* noundef nonnull %56, i8* noundef nonnull dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0)) #16
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %71, label %68

68:                                               ; preds = %65
  %69 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %70 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %69, i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.13, i64 0, i64 0), i8* noundef %43) #15
  br label %92

71:                                               ; preds = %55, %59, %62, %65, %42, %52
  %72 = phi i32 [ -3, %52 ], [ -3, %42 ], [ -2, %65 ], [ -2, %62 ], [ -2, %59 ], [ -2, %55 ]
  %73 = add nsw i32 %72, %45
  %74 = add nsw i32 %73, 1
  %75 = sext i32 %74 to i64
  %76 = call noalias i8* @malloc(i64 noundef %75) #14
  %77 = icmp eq i8* %76, null
  br i1 %77, label %78, label %81

78:                                               ; preds = %71
  %79 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %80 = call i64 @fwrite(i8* getelementptr inbounds ([35 x i8], [35 x i8]* @.str.1, i64 0, i64 0), i64 34, i64 1, %struct._IO_FILE* %79) #15
  br label %98

81:                                               ; preds = %71
  %82 = sext i32 %73 to i64
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %76, i8* align 1 %43, i64 %82, i1 false)
  %83 = getelementptr inbounds i8, i8* %76, i64 %82
  store i8 0, i8* %83, align 1, !tbaa !9
  br label %84

84:                                               ; preds = %39, %81
  %85 = phi i8* [ %76, %81 ], [ null, %39 ]
  %86 = load i8*, i8** %41, align 8, !tbaa !5
  %87 = call fastcc i32 @gunzip(%struct.z_stream_s* noundef nonnull %3, i8* noundef %86, i8* noundef %85, i32 noundef %37)
  %88 = icmp eq i8* %85, null
  br i1 %88, label %90, label %89

89:                                               ; preds = %84
  call void @free(i8* noundef %85) #14
  br label %90

90:                                               ; preds = %89, %84
  %91 = icmp eq i32 %87, 0
  br i1 %91, label %92, label %98

92:                                               ; preds = %90, %68
  %93 = getelementptr inbounds i8*, i8** %41, i64 1
  %94 = add nsw i32 %40, -1
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %98, label %39, !llvm.loop !10

96:                                               ; preds = %33
  %97 = call fastcc i32 @gunzip(%struct.z_stream_s* noundef nonnull %3, i8* noundef null, i8* noundef null, i32 noundef %37)
  br label %98

98:                                               ; preds = %92, %90, %78, %96
  %99 = phi i32 [ 1, %78 ], [ %97, %96 ], [ 1, %90 ], [ 0, %92 ]
  %100 = call i32 @inflateBackEnd(%struct.z_stream_s* noundef nonnull %3) #14
  br label %101

101:                                              ; preds = %98, %20, %9
  %102 = phi i32 [ 1, %9 ], [ 0, %20 ], [ %99, %98 ]
  call void @llvm.lifetime.end.p0i8(i64 112, i8* nonnull %4) #14
  ret i32 %102
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @inflateBackInit_(%struct.z_stream_s* noundef, i32 noundef, i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define internal fastcc i32 @gunzip(%struct.z_stream_s* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = alloca %struct.stat, align 8
  %6 = alloca %struct.utimbuf, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %struct.outd, align 8
  %9 = alloca %struct.ind, align 8
  %10 = alloca %struct.outd, align 8
  %11 = icmp eq i8* %1, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %4
  %13 = load i8, i8* %1, align 1, !tbaa !9
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %21, label %15

15:                                               ; preds = %12
  %16 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %1, i32 noundef 0, i32 noundef 0) #14
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %18, label %21

18:                                               ; preds = %15
  %19 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %20 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %19, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0), i8* noundef nonnull %1) #15
  br label %1551

21:                                               ; preds = %4, %12, %15
  %22 = phi i8* [ %1, %15 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i64 0, i64 0), %12 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i64 0, i64 0), %4 ]
  %23 = phi i32 [ %16, %15 ], [ 0, %12 ], [ 0, %4 ]
  %24 = icmp eq i32 %3, 0
  br i1 %24, label %25, label %37

25:                                               ; preds = %21
  %26 = icmp eq i8* %2, null
  br i1 %26, label %37, label %27

27:                                               ; preds = %25
  %28 = load i8, i8* %2, align 1, !tbaa !9
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %37, label %30

30:                                               ; preds = %27
  %31 = call i32 (i8*, i32, ...) @open(i8* noundef nonnull %2, i32 noundef 577, i32 noundef 438) #14
  %32 = icmp eq i32 %31, -1
  br i1 %32, label %33, label %37

33:                                               ; preds = %30
  %34 = call i32 @close(i32 noundef %23) #14
  %35 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %36 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %35, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i64 0, i64 0), i8* noundef nonnull %2) #15
  br label %1551

37:                                               ; preds = %25, %27, %21, %30
  %38 = phi i8* [ %2, %30 ], [ %2, %21 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i64 0, i64 0), %27 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i64 0, i64 0), %25 ]
  %39 = phi i32 [ %31, %30 ], [ -1, %21 ], [ 1, %27 ], [ 1, %25 ]
  %40 = call i32* @__errno_location() #17
  store i32 0, i32* %40, align 4, !tbaa !13
  %41 = bitcast %struct.ind* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %41) #14
  %42 = bitcast %struct.outd* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %42) #14
  %43 = getelementptr inbounds %struct.ind, %struct.ind* %9, i64 0, i32 0
  store i32 %23, i32* %43, align 8, !tbaa !15
  %44 = getelementptr inbounds %struct.ind, %struct.ind* %9, i64 0, i32 1
  store i8* getelementptr inbounds ([32768 x i8], [32768 x i8]* @inbuf, i64 0, i64 0), i8** %44, align 8, !tbaa !17
  %45 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 0
  store i8* null, i8** %45, align 8, !tbaa !18
  %46 = getelementptr inbounds %struct.outd, %struct.outd* %10, i64 0, i32 0
  %47 = getelementptr inbounds %struct.outd, %struct.outd* %10, i64 0, i32 1
  %48 = getelementptr inbounds %struct.outd, %struct.outd* %10, i64 0, i32 2
  %49 = getelementptr inbounds %struct.outd, %struct.outd* %10, i64 0, i32 3
  %50 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 1
  br label %51

51:                                               ; preds = %1454, %37
  %52 = phi i8* [ null, %37 ], [ %1455, %1454 ]
  %53 = phi i32 [ 0, %37 ], [ %1456, %1454 ]
  %54 = phi i32 [ -3, %37 ], [ -1, %1454 ]
  %55 = icmp eq i32 %53, 0
  br i1 %55, label %56, label %77

56:                                               ; preds = %51
  %57 = load i8*, i8** %44, align 8, !tbaa !17
  br label %58

58:                                               ; preds = %69, %56
  %59 = phi i32 [ 0, %56 ], [ %73, %69 ]
  %60 = phi i8* [ %57, %56 ], [ %72, %69 ]
  %61 = sub i32 32768, %59
  %62 = icmp ult i32 %61, 16384
  %63 = select i1 %62, i32 %61, i32 16384
  %64 = load i32, i32* %43, align 8, !tbaa !15
  %65 = zext i32 %63 to i64
  %66 = call i64 @read(i32 noundef %64, i8* noundef %60, i64 noundef %65) #14
  %67 = trunc i64 %66 to i32
  %68 = icmp eq i32 %67, -1
  br i1 %68, label %77, label %69

69:                                               ; preds = %58
  %70 = shl i64 %66, 32
  %71 = ashr exact i64 %70, 32
  %72 = getelementptr inbounds i8, i8* %60, i64 %71
  %73 = add i32 %59, %67
  %74 = icmp ne i32 %67, 0
  %75 = icmp ult i32 %73, 32768
  %76 = select i1 %74, i1 %75, i1 false
  br i1 %76, label %58, label %77, !llvm.loop !21

77:                                               ; preds = %69, %58, %51
  %78 = phi i8* [ %52, %51 ], [ %57, %58 ], [ %57, %69 ]
  %79 = phi i32 [ %53, %51 ], [ %73, %69 ], [ 0, %58 ]
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %86, label %81

81:                                               ; preds = %77
  %82 = add i32 %79, -1
  %83 = getelementptr inbounds i8, i8* %78, i64 1
  %84 = load i8, i8* %78, align 1, !tbaa !9
  %85 = zext i8 %84 to i32
  br label %86

86:                                               ; preds = %81, %77
  %87 = phi i8* [ %78, %77 ], [ %83, %81 ]
  %88 = phi i32 [ 0, %77 ], [ %82, %81 ]
  %89 = phi i32 [ -1, %77 ], [ %85, %81 ]
  switch i32 %89, label %126 [
    i32 -1, label %1467
    i32 31, label %90
  ]

90:                                               ; preds = %86
  %91 = icmp eq i32 %88, 0
  br i1 %91, label %92, label %113

92:                                               ; preds = %90
  %93 = load i8*, i8** %44, align 8, !tbaa !17
  br label %94

94:                                               ; preds = %105, %92
  %95 = phi i32 [ 0, %92 ], [ %109, %105 ]
  %96 = phi i8* [ %93, %92 ], [ %108, %105 ]
  %97 = sub i32 32768, %95
  %98 = icmp ult i32 %97, 16384
  %99 = select i1 %98, i32 %97, i32 16384
  %100 = load i32, i32* %43, align 8, !tbaa !15
  %101 = zext i32 %99 to i64
  %102 = call i64 @read(i32 noundef %100, i8* noundef %96, i64 noundef %101) #14
  %103 = trunc i64 %102 to i32
  %104 = icmp eq i32 %103, -1
  br i1 %104, label %113, label %105

105:                                              ; preds = %94
  %106 = shl i64 %102, 32
  %107 = ashr exact i64 %106, 32
  %108 = getelementptr inbounds i8, i8* %96, i64 %107
  %109 = add i32 %95, %103
  %110 = icmp ne i32 %103, 0
  %111 = icmp ult i32 %109, 32768
  %112 = select i1 %110, i1 %111, i1 false
  br i1 %112, label %94, label %113, !llvm.loop !21

113:                                              ; preds = %105, %94, %90
  %114 = phi i8* [ %87, %90 ], [ %93, %94 ], [ %93, %105 ]
  %115 = phi i32 [ %88, %90 ], [ %109, %105 ], [ 0, %94 ]
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %122, label %117

117:                                              ; preds = %113
  %118 = add i32 %115, -1
  %119 = getelementptr inbounds i8, i8* %114, i64 1
  %120 = load i8, i8* %114, align 1, !tbaa !9
  %121 = zext i8 %120 to i32
  br label %122

122:                                              ; preds = %117, %113
  %123 = phi i8* [ %114, %113 ], [ %119, %117 ]
  %124 = phi i32 [ 0, %113 ], [ %118, %117 ]
  %125 = phi i32 [ -1, %113 ], [ %121, %117 ]
  switch i32 %125, label %126 [
    i32 157, label %128
    i32 139, label %562
  ]

126:                                              ; preds = %122, %86
  %127 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 6
  store i8* getelementptr inbounds ([23 x i8], [23 x i8]* @.str.23, i64 0, i64 0), i8** %127, align 8, !tbaa !22
  br label %1467

128:                                              ; preds = %122
  %129 = bitcast i8** %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %129) #14
  store i8* %123, i8** %7, align 8, !tbaa !5
  %130 = bitcast %struct.outd* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %130) #14
  %131 = getelementptr inbounds %struct.outd, %struct.outd* %8, i64 0, i32 0
  store i32 %39, i32* %131, align 8, !tbaa !23
  %132 = getelementptr inbounds %struct.outd, %struct.outd* %8, i64 0, i32 1
  store i32 0, i32* %132, align 4, !tbaa !25
  %133 = icmp eq i32 %124, 0
  br i1 %133, label %134, label %155

134:                                              ; preds = %128
  %135 = load i8*, i8** %44, align 8, !tbaa !17
  store i8* %135, i8** %7, align 8, !tbaa !5
  br label %136

136:                                              ; preds = %147, %134
  %137 = phi i32 [ 0, %134 ], [ %151, %147 ]
  %138 = phi i8* [ %135, %134 ], [ %150, %147 ]
  %139 = sub i32 32768, %137
  %140 = icmp ult i32 %139, 16384
  %141 = select i1 %140, i32 %139, i32 16384
  %142 = load i32, i32* %43, align 8, !tbaa !15
  %143 = zext i32 %141 to i64
  %144 = call i64 @read(i32 noundef %142, i8* noundef %138, i64 noundef %143) #14
  %145 = trunc i64 %144 to i32
  %146 = icmp eq i32 %145, -1
  br i1 %146, label %155, label %147

147:                                              ; preds = %136
  %148 = shl i64 %144, 32
  %149 = ashr exact i64 %148, 32
  %150 = getelementptr inbounds i8, i8* %138, i64 %149
  %151 = add i32 %137, %145
  %152 = icmp ne i32 %145, 0
  %153 = icmp ult i32 %151, 32768
  %154 = select i1 %152, i1 %153, i1 false
  br i1 %154, label %136, label %155, !llvm.loop !21

155:                                              ; preds = %147, %136, %128
  %156 = phi i32 [ %124, %128 ], [ %151, %147 ], [ 0, %136 ]
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %164, label %158

158:                                              ; preds = %155
  %159 = add i32 %156, -1
  %160 = load i8*, i8** %7, align 8, !tbaa !5
  %161 = getelementptr inbounds i8, i8* %160, i64 1
  store i8* %161, i8** %7, align 8, !tbaa !5
  %162 = load i8, i8* %160, align 1, !tbaa !9
  %163 = zext i8 %162 to i32
  br label %164

164:                                              ; preds = %158, %155
  %165 = phi i32 [ %159, %158 ], [ 0, %155 ]
  %166 = phi i32 [ %163, %158 ], [ -1, %155 ]
  %167 = icmp eq i32 %166, -1
  br i1 %167, label %560, label %168

168:                                              ; preds = %164
  %169 = and i32 %166, 96
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %173, label %171

171:                                              ; preds = %168
  %172 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 6
  store i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str.28, i64 0, i64 0), i8** %172, align 8, !tbaa !22
  br label %560

173:                                              ; preds = %168
  %174 = and i32 %166, 31
  %175 = add nsw i32 %174, -17
  %176 = icmp ult i32 %175, -8
  br i1 %176, label %177, label %179

177:                                              ; preds = %173
  %178 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 6
  store i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str.29, i64 0, i64 0), i8** %178, align 8, !tbaa !22
  br label %560

179:                                              ; preds = %173
  %180 = icmp eq i32 %174, 9
  %181 = select i1 %180, i32 10, i32 %174
  %182 = and i32 %166, 128
  %183 = icmp ne i32 %182, 0
  %184 = select i1 %183, i32 256, i32 255
  %185 = icmp eq i32 %165, 0
  br i1 %185, label %186, label %207

186:                                              ; preds = %179
  %187 = load i8*, i8** %44, align 8, !tbaa !17
  store i8* %187, i8** %7, align 8, !tbaa !5
  br label %188

188:                                              ; preds = %199, %186
  %189 = phi i32 [ 0, %186 ], [ %203, %199 ]
  %190 = phi i8* [ %187, %186 ], [ %202, %199 ]
  %191 = sub i32 32768, %189
  %192 = icmp ult i32 %191, 16384
  %193 = select i1 %192, i32 %191, i32 16384
  %194 = load i32, i32* %43, align 8, !tbaa !15
  %195 = zext i32 %193 to i64
  %196 = call i64 @read(i32 noundef %194, i8* noundef %190, i64 noundef %195) #14
  %197 = trunc i64 %196 to i32
  %198 = icmp eq i32 %197, -1
  br i1 %198, label %207, label %199

199:                                              ; preds = %188
  %200 = shl i64 %196, 32
  %201 = ashr exact i64 %200, 32
  %202 = getelementptr inbounds i8, i8* %190, i64 %201
  %203 = add i32 %189, %197
  %204 = icmp ne i32 %197, 0
  %205 = icmp ult i32 %203, 32768
  %206 = select i1 %204, i1 %205, i1 false
  br i1 %206, label %188, label %207, !llvm.loop !21

207:                                              ; preds = %199, %188, %179
  %208 = phi i32 [ %165, %179 ], [ %203, %199 ], [ 0, %188 ]
  %209 = icmp eq i32 %208, 0
  br i1 %209, label %216, label %210

210:                                              ; preds = %207
  %211 = add i32 %208, -1
  %212 = load i8*, i8** %7, align 8, !tbaa !5
  %213 = getelementptr inbounds i8, i8* %212, i64 1
  store i8* %213, i8** %7, align 8, !tbaa !5
  %214 = load i8, i8* %212, align 1, !tbaa !9
  %215 = zext i8 %214 to i32
  br label %216

216:                                              ; preds = %210, %207
  %217 = phi i32 [ %211, %210 ], [ 0, %207 ]
  %218 = phi i32 [ %215, %210 ], [ -1, %207 ]
  %219 = icmp eq i32 %218, -1
  br i1 %219, label %560, label %220

220:                                              ; preds = %216
  %221 = icmp eq i32 %217, 0
  br i1 %221, label %222, label %243

222:                                              ; preds = %220
  %223 = load i8*, i8** %44, align 8, !tbaa !17
  store i8* %223, i8** %7, align 8, !tbaa !5
  br label %224

224:                                              ; preds = %235, %222
  %225 = phi i32 [ 0, %222 ], [ %239, %235 ]
  %226 = phi i8* [ %223, %222 ], [ %238, %235 ]
  %227 = sub i32 32768, %225
  %228 = icmp ult i32 %227, 16384
  %229 = select i1 %228, i32 %227, i32 16384
  %230 = load i32, i32* %43, align 8, !tbaa !15
  %231 = zext i32 %229 to i64
  %232 = call i64 @read(i32 noundef %230, i8* noundef %226, i64 noundef %231) #14
  %233 = trunc i64 %232 to i32
  %234 = icmp eq i32 %233, -1
  br i1 %234, label %243, label %235

235:                                              ; preds = %224
  %236 = shl i64 %232, 32
  %237 = ashr exact i64 %236, 32
  %238 = getelementptr inbounds i8, i8* %226, i64 %237
  %239 = add i32 %225, %233
  %240 = icmp ne i32 %233, 0
  %241 = icmp ult i32 %239, 32768
  %242 = select i1 %240, i1 %241, i1 false
  br i1 %242, label %224, label %243, !llvm.loop !21

243:                                              ; preds = %235, %224, %220
  %244 = phi i32 [ %217, %220 ], [ %239, %235 ], [ 0, %224 ]
  %245 = icmp eq i32 %244, 0
  br i1 %245, label %252, label %246

246:                                              ; preds = %243
  %247 = add i32 %244, -1
  %248 = load i8*, i8** %7, align 8, !tbaa !5
  %249 = getelementptr inbounds i8, i8* %248, i64 1
  store i8* %249, i8** %7, align 8, !tbaa !5
  %250 = load i8, i8* %248, align 1, !tbaa !9
  %251 = zext i8 %250 to i32
  br label %252

252:                                              ; preds = %246, %243
  %253 = phi i32 [ %247, %246 ], [ 0, %243 ]
  %254 = phi i32 [ %251, %246 ], [ -1, %243 ]
  %255 = icmp eq i32 %254, -1
  br i1 %255, label %560, label %256

256:                                              ; preds = %252
  %257 = and i32 %254, 1
  %258 = icmp eq i32 %257, 0
  br i1 %258, label %261, label %259

259:                                              ; preds = %256
  %260 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 6
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.30, i64 0, i64 0), i8** %260, align 8, !tbaa !22
  br label %560

261:                                              ; preds = %256
  %262 = lshr i32 %254, 1
  %263 = trunc i32 %218 to i8
  store i8 %263, i8* getelementptr inbounds ([32768 x i8], [32768 x i8]* @outbuf, i64 0, i64 0), align 16, !tbaa !9
  %264 = icmp eq i32 %39, -1
  br label %265

265:                                              ; preds = %551, %261
  %266 = phi i32 [ %253, %261 ], [ %419, %551 ]
  %267 = phi i32 [ 7, %261 ], [ %421, %551 ]
  %268 = phi i32 [ 7, %261 ], [ %457, %551 ]
  %269 = phi i32 [ %262, %261 ], [ %459, %551 ]
  %270 = phi i32 [ 9, %261 ], [ %345, %551 ]
  %271 = phi i32 [ 511, %261 ], [ %346, %551 ]
  %272 = phi i32 [ %184, %261 ], [ %506, %551 ]
  %273 = phi i32 [ %218, %261 ], [ %424, %551 ]
  %274 = phi i32 [ %218, %261 ], [ %489, %551 ]
  %275 = phi i32 [ 1, %261 ], [ %556, %551 ]
  br label %276

276:                                              ; preds = %453, %265
  %277 = phi i32 [ %266, %265 ], [ %454, %453 ]
  %278 = phi i32 [ %267, %265 ], [ %455, %453 ]
  %279 = phi i32 [ %268, %265 ], [ 0, %453 ]
  %280 = phi i32 [ %269, %265 ], [ 0, %453 ]
  %281 = phi i32 [ %270, %265 ], [ 9, %453 ]
  %282 = phi i32 [ %271, %265 ], [ 511, %453 ]
  %283 = phi i32 [ %272, %265 ], [ 255, %453 ]
  %284 = icmp uge i32 %283, %282
  %285 = icmp slt i32 %281, %181
  %286 = select i1 %284, i1 %285, i1 false
  br i1 %286, label %287, label %340

287:                                              ; preds = %276
  %288 = icmp ugt i32 %278, %277
  br i1 %288, label %289, label %327

289:                                              ; preds = %287
  %290 = sub i32 %278, %277
  %291 = load i8*, i8** %44, align 8, !tbaa !17
  store i8* %291, i8** %7, align 8, !tbaa !5
  br label %292

292:                                              ; preds = %303, %289
  %293 = phi i32 [ 0, %289 ], [ %307, %303 ]
  %294 = phi i8* [ %291, %289 ], [ %306, %303 ]
  %295 = sub i32 32768, %293
  %296 = icmp ult i32 %295, 16384
  %297 = select i1 %296, i32 %295, i32 16384
  %298 = load i32, i32* %43, align 8, !tbaa !15
  %299 = zext i32 %297 to i64
  %300 = call i64 @read(i32 noundef %298, i8* noundef %294, i64 noundef %299) #14
  %301 = trunc i64 %300 to i32
  %302 = icmp eq i32 %301, -1
  br i1 %302, label %311, label %303

303:                                              ; preds = %292
  %304 = shl i64 %300, 32
  %305 = ashr exact i64 %304, 32
  %306 = getelementptr inbounds i8, i8* %294, i64 %305
  %307 = add i32 %293, %301
  %308 = icmp ne i32 %301, 0
  %309 = icmp ult i32 %307, 32768
  %310 = select i1 %308, i1 %309, i1 false
  br i1 %310, label %292, label %311, !llvm.loop !21

311:                                              ; preds = %303, %292
  %312 = phi i32 [ %307, %303 ], [ 0, %292 ]
  %313 = icmp eq i32 %312, 0
  br i1 %313, label %320, label %314

314:                                              ; preds = %311
  %315 = add i32 %312, -1
  %316 = load i8*, i8** %7, align 8, !tbaa !5
  %317 = getelementptr inbounds i8, i8* %316, i64 1
  store i8* %317, i8** %7, align 8, !tbaa !5
  %318 = load i8, i8* %316, align 1, !tbaa !9
  %319 = zext i8 %318 to i32
  br label %320

320:                                              ; preds = %314, %311
  %321 = phi i32 [ %315, %314 ], [ 0, %311 ]
  %322 = phi i32 [ %319, %314 ], [ -1, %311 ]
  %323 = icmp eq i32 %322, -1
  br i1 %323, label %334, label %324

324:                                              ; preds = %320
  %325 = add i32 %290, -1
  %326 = icmp ugt i32 %325, %321
  br i1 %326, label %334, label %327

327:                                              ; preds = %324, %287
  %328 = phi i32 [ %321, %324 ], [ %277, %287 ]
  %329 = phi i32 [ %325, %324 ], [ %278, %287 ]
  %330 = sub i32 %328, %329
  %331 = load i8*, i8** %7, align 8, !tbaa !5
  %332 = zext i32 %329 to i64
  %333 = getelementptr inbounds i8, i8* %331, i64 %332
  store i8* %333, i8** %7, align 8, !tbaa !5
  br label %334

334:                                              ; preds = %327, %324, %320
  %335 = phi i32 [ %321, %320 ], [ %330, %327 ], [ 0, %324 ]
  %336 = phi i32 [ %290, %320 ], [ 0, %327 ], [ 0, %324 ]
  %337 = add nsw i32 %281, 1
  %338 = shl i32 %282, 1
  %339 = or i32 %338, 1
  br label %340

340:                                              ; preds = %334, %276
  %341 = phi i32 [ %335, %334 ], [ %277, %276 ]
  %342 = phi i32 [ %336, %334 ], [ %278, %276 ]
  %343 = phi i32 [ 0, %334 ], [ %279, %276 ]
  %344 = phi i32 [ 0, %334 ], [ %280, %276 ]
  %345 = phi i32 [ %337, %334 ], [ %281, %276 ]
  %346 = phi i32 [ %339, %334 ], [ %282, %276 ]
  %347 = icmp eq i32 %342, 0
  %348 = select i1 %347, i32 %345, i32 %342
  %349 = icmp eq i32 %341, 0
  br i1 %349, label %350, label %371

350:                                              ; preds = %340
  %351 = load i8*, i8** %44, align 8, !tbaa !17
  store i8* %351, i8** %7, align 8, !tbaa !5
  br label %352

352:                                              ; preds = %363, %350
  %353 = phi i32 [ 0, %350 ], [ %367, %363 ]
  %354 = phi i8* [ %351, %350 ], [ %366, %363 ]
  %355 = sub i32 32768, %353
  %356 = icmp ult i32 %355, 16384
  %357 = select i1 %356, i32 %355, i32 16384
  %358 = load i32, i32* %43, align 8, !tbaa !15
  %359 = zext i32 %357 to i64
  %360 = call i64 @read(i32 noundef %358, i8* noundef %354, i64 noundef %359) #14
  %361 = trunc i64 %360 to i32
  %362 = icmp eq i32 %361, -1
  br i1 %362, label %371, label %363

363:                                              ; preds = %352
  %364 = shl i64 %360, 32
  %365 = ashr exact i64 %364, 32
  %366 = getelementptr inbounds i8, i8* %354, i64 %365
  %367 = add i32 %353, %361
  %368 = icmp ne i32 %361, 0
  %369 = icmp ult i32 %367, 32768
  %370 = select i1 %368, i1 %369, i1 false
  br i1 %370, label %352, label %371, !llvm.loop !21

371:                                              ; preds = %363, %352, %340
  %372 = phi i32 [ %341, %340 ], [ %367, %363 ], [ 0, %352 ]
  %373 = icmp eq i32 %372, 0
  br i1 %373, label %380, label %374

374:                                              ; preds = %371
  %375 = add i32 %372, -1
  %376 = load i8*, i8** %7, align 8, !tbaa !5
  %377 = getelementptr inbounds i8, i8* %376, i64 1
  store i8* %377, i8** %7, align 8, !tbaa !5
  %378 = load i8, i8* %376, align 1, !tbaa !9
  %379 = zext i8 %378 to i32
  br label %380

380:                                              ; preds = %374, %371
  %381 = phi i32 [ %375, %374 ], [ 0, %371 ]
  %382 = phi i32 [ %379, %374 ], [ -1, %371 ]
  %383 = icmp eq i32 %382, -1
  br i1 %383, label %384, label %390

384:                                              ; preds = %380
  %385 = icmp eq i32 %275, 0
  br i1 %385, label %560, label %386

386:                                              ; preds = %384
  %387 = call i32 @out(i8* noundef nonnull %130, i8* noundef getelementptr inbounds ([32768 x i8], [32768 x i8]* @outbuf, i64 0, i64 0), i32 noundef %275) #14
  %388 = icmp eq i32 %387, 0
  br i1 %388, label %560, label %389

389:                                              ; preds = %386
  store i8* getelementptr inbounds ([32768 x i8], [32768 x i8]* @outbuf, i64 0, i64 0), i8** %45, align 8, !tbaa !18
  br label %560

390:                                              ; preds = %380
  %391 = shl i32 %382, %343
  %392 = add i32 %391, %344
  %393 = add nsw i32 %343, 8
  %394 = add i32 %348, -1
  %395 = icmp sgt i32 %345, %393
  br i1 %395, label %396, label %418

396:                                              ; preds = %390
  %397 = icmp eq i32 %381, 0
  br i1 %397, label %398, label %400

398:                                              ; preds = %396
  %399 = call i32 @in(i8* noundef nonnull %41, i8** noundef nonnull %7) #14
  br label %400

400:                                              ; preds = %398, %396
  %401 = phi i32 [ %381, %396 ], [ %399, %398 ]
  %402 = icmp eq i32 %401, 0
  br i1 %402, label %409, label %403

403:                                              ; preds = %400
  %404 = add i32 %401, -1
  %405 = load i8*, i8** %7, align 8, !tbaa !5
  %406 = getelementptr inbounds i8, i8* %405, i64 1
  store i8* %406, i8** %7, align 8, !tbaa !5
  %407 = load i8, i8* %405, align 1, !tbaa !9
  %408 = zext i8 %407 to i32
  br label %409

409:                                              ; preds = %403, %400
  %410 = phi i32 [ %404, %403 ], [ 0, %400 ]
  %411 = phi i32 [ %408, %403 ], [ -1, %400 ]
  %412 = icmp eq i32 %411, -1
  br i1 %412, label %560, label %413

413:                                              ; preds = %409
  %414 = shl i32 %411, %393
  %415 = add i32 %414, %392
  %416 = add nsw i32 %343, 16
  %417 = add i32 %348, -2
  br label %418

418:                                              ; preds = %413, %390
  %419 = phi i32 [ %410, %413 ], [ %381, %390 ]
  %420 = phi i32 [ %411, %413 ], [ %382, %390 ]
  %421 = phi i32 [ %417, %413 ], [ %394, %390 ]
  %422 = phi i32 [ %416, %413 ], [ %393, %390 ]
  %423 = phi i32 [ %415, %413 ], [ %392, %390 ]
  %424 = and i32 %423, %346
  %425 = icmp eq i32 %424, 256
  %426 = select i1 %425, i1 %183, i1 false
  br i1 %426, label %427, label %456

427:                                              ; preds = %418
  %428 = icmp ugt i32 %421, %419
  br i1 %428, label %429, label %446

429:                                              ; preds = %427
  %430 = sub i32 %421, %419
  %431 = call i32 @in(i8* noundef nonnull %41, i8** noundef nonnull %7) #14
  %432 = icmp eq i32 %431, 0
  br i1 %432, label %439, label %433

433:                                              ; preds = %429
  %434 = add i32 %431, -1
  %435 = load i8*, i8** %7, align 8, !tbaa !5
  %436 = getelementptr inbounds i8, i8* %435, i64 1
  store i8* %436, i8** %7, align 8, !tbaa !5
  %437 = load i8, i8* %435, align 1, !tbaa !9
  %438 = zext i8 %437 to i32
  br label %439

439:                                              ; preds = %433, %429
  %440 = phi i32 [ %434, %433 ], [ 0, %429 ]
  %441 = phi i32 [ %438, %433 ], [ -1, %429 ]
  %442 = icmp eq i32 %441, -1
  br i1 %442, label %453, label %443

443:                                              ; preds = %439
  %444 = add i32 %430, -1
  %445 = icmp ugt i32 %444, %440
  br i1 %445, label %453, label %446

446:                                              ; preds = %443, %427
  %447 = phi i32 [ %440, %443 ], [ %419, %427 ]
  %448 = phi i32 [ %444, %443 ], [ %421, %427 ]
  %449 = sub i32 %447, %448
  %450 = load i8*, i8** %7, align 8, !tbaa !5
  %451 = zext i32 %448 to i64
  %452 = getelementptr inbounds i8, i8* %450, i64 %451
  store i8* %452, i8** %7, align 8, !tbaa !5
  br label %453

453:                                              ; preds = %446, %443, %439
  %454 = phi i32 [ %440, %439 ], [ %449, %446 ], [ 0, %443 ]
  %455 = phi i32 [ %430, %439 ], [ 0, %446 ], [ 0, %443 ]
  br label %276, !llvm.loop !26

456:                                              ; preds = %418
  %457 = sub nsw i32 %422, %345
  %458 = sub nsw i32 8, %457
  %459 = lshr i32 %420, %458
  %460 = icmp ugt i32 %424, %283
  br i1 %460, label %461, label %470

461:                                              ; preds = %456
  %462 = add i32 %283, 1
  %463 = icmp ne i32 %424, %462
  %464 = icmp ugt i32 %273, %283
  %465 = select i1 %463, i1 true, i1 %464
  br i1 %465, label %466, label %468

466:                                              ; preds = %461
  %467 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 6
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.30, i64 0, i64 0), i8** %467, align 8, !tbaa !22
  br label %560

468:                                              ; preds = %461
  %469 = trunc i32 %274 to i8
  store i8 %469, i8* getelementptr inbounds ([65282 x i8], [65282 x i8]* @match, i64 0, i64 0), align 16, !tbaa !9
  br label %470

470:                                              ; preds = %468, %456
  %471 = phi i32 [ %273, %468 ], [ %424, %456 ]
  %472 = phi i64 [ 1, %468 ], [ 0, %456 ]
  %473 = getelementptr inbounds [65282 x i8], [65282 x i8]* @match, i64 0, i64 %472
  %474 = icmp ugt i32 %471, 255
  br i1 %474, label %475, label %488

475:                                              ; preds = %470, %475
  %476 = phi i8* [ %481, %475 ], [ %473, %470 ]
  %477 = phi i32 [ %484, %475 ], [ %471, %470 ]
  %478 = zext i32 %477 to i64
  %479 = getelementptr inbounds [65536 x i8], [65536 x i8]* @suffix, i64 0, i64 %478
  %480 = load i8, i8* %479, align 1, !tbaa !9
  %481 = getelementptr inbounds i8, i8* %476, i64 1
  store i8 %480, i8* %476, align 1, !tbaa !9
  %482 = getelementptr inbounds [65536 x i16], [65536 x i16]* @prefix, i64 0, i64 %478
  %483 = load i16, i16* %482, align 2, !tbaa !27
  %484 = zext i16 %483 to i32
  %485 = icmp ugt i16 %483, 255
  br i1 %485, label %475, label %486, !llvm.loop !29

486:                                              ; preds = %475
  %487 = zext i16 %483 to i32
  br label %488

488:                                              ; preds = %486, %470
  %489 = phi i32 [ %471, %470 ], [ %487, %486 ]
  %490 = phi i8* [ %473, %470 ], [ %481, %486 ]
  %491 = ptrtoint i8* %490 to i64
  %492 = trunc i64 %491 to i32
  %493 = sub i32 %492, ptrtoint ([65282 x i8]* @match to i32)
  %494 = trunc i32 %489 to i8
  %495 = add i32 %493, 1
  %496 = zext i32 %493 to i64
  %497 = getelementptr inbounds [65282 x i8], [65282 x i8]* @match, i64 0, i64 %496
  store i8 %494, i8* %497, align 1, !tbaa !9
  %498 = icmp ult i32 %283, %346
  br i1 %498, label %499, label %505

499:                                              ; preds = %488
  %500 = add i32 %283, 1
  %501 = trunc i32 %273 to i16
  %502 = zext i32 %500 to i64
  %503 = getelementptr inbounds [65536 x i16], [65536 x i16]* @prefix, i64 0, i64 %502
  store i16 %501, i16* %503, align 2, !tbaa !27
  %504 = getelementptr inbounds [65536 x i8], [65536 x i8]* @suffix, i64 0, i64 %502
  store i8 %494, i8* %504, align 1, !tbaa !9
  br label %505

505:                                              ; preds = %499, %488
  %506 = phi i32 [ %500, %499 ], [ %283, %488 ]
  %507 = sub i32 32768, %275
  %508 = icmp ugt i32 %495, %507
  br i1 %508, label %509, label %546

509:                                              ; preds = %505, %528
  %510 = phi i32 [ 0, %528 ], [ %275, %505 ]
  %511 = phi i32 [ %526, %528 ], [ %495, %505 ]
  %512 = icmp ult i32 %510, 32768
  br i1 %512, label %513, label %525

513:                                              ; preds = %509
  %514 = zext i32 %510 to i64
  br label %515

515:                                              ; preds = %515, %513
  %516 = phi i64 [ %514, %513 ], [ %522, %515 ]
  %517 = phi i32 [ %511, %513 ], [ %518, %515 ]
  %518 = add i32 %517, -1
  %519 = zext i32 %518 to i64
  %520 = getelementptr inbounds [65282 x i8], [65282 x i8]* @match, i64 0, i64 %519
  %521 = load i8, i8* %520, align 1, !tbaa !9
  %522 = add nuw nsw i64 %516, 1
  %523 = getelementptr inbounds [32768 x i8], [32768 x i8]* @outbuf, i64 0, i64 %516
  store i8 %521, i8* %523, align 1, !tbaa !9
  %524 = icmp eq i64 %522, 32768
  br i1 %524, label %525, label %515, !llvm.loop !30

525:                                              ; preds = %515, %509
  %526 = phi i32 [ %511, %509 ], [ %518, %515 ]
  %527 = phi i32 [ %510, %509 ], [ 32768, %515 ]
  br i1 %264, label %528, label %530

528:                                              ; preds = %539, %525
  %529 = icmp ugt i32 %526, 32768
  br i1 %529, label %509, label %546

530:                                              ; preds = %525, %539
  %531 = phi i8* [ %542, %539 ], [ getelementptr inbounds ([32768 x i8], [32768 x i8]* @outbuf, i64 0, i64 0), %525 ]
  %532 = phi i32 [ %543, %539 ], [ %527, %525 ]
  %533 = icmp ult i32 %532, 16384
  %534 = select i1 %533, i32 %532, i32 16384
  %535 = zext i32 %534 to i64
  %536 = call i64 @write(i32 noundef %39, i8* noundef %531, i64 noundef %535) #14
  %537 = trunc i64 %536 to i32
  %538 = icmp eq i32 %537, -1
  br i1 %538, label %545, label %539

539:                                              ; preds = %530
  %540 = shl i64 %536, 32
  %541 = ashr exact i64 %540, 32
  %542 = getelementptr inbounds i8, i8* %531, i64 %541
  %543 = sub i32 %532, %537
  %544 = icmp eq i32 %543, 0
  br i1 %544, label %528, label %530, !llvm.loop !31

545:                                              ; preds = %530
  store i8* getelementptr inbounds ([32768 x i8], [32768 x i8]* @outbuf, i64 0, i64 0), i8** %45, align 8, !tbaa !18
  br label %560

546:                                              ; preds = %528, %505
  %547 = phi i32 [ %495, %505 ], [ %526, %528 ]
  %548 = phi i32 [ %275, %505 ], [ 0, %528 ]
  %549 = zext i32 %547 to i64
  %550 = getelementptr inbounds [65282 x i8], [65282 x i8]* @match, i64 0, i64 %549
  br label %551

551:                                              ; preds = %551, %546
  %552 = phi i32 [ %548, %546 ], [ %556, %551 ]
  %553 = phi i8* [ %550, %546 ], [ %554, %551 ]
  %554 = getelementptr inbounds i8, i8* %553, i64 -1
  %555 = load i8, i8* %554, align 1, !tbaa !9
  %556 = add i32 %552, 1
  %557 = zext i32 %552 to i64
  %558 = getelementptr inbounds [32768 x i8], [32768 x i8]* @outbuf, i64 0, i64 %557
  store i8 %555, i8* %558, align 1, !tbaa !9
  %559 = icmp ugt i8* %554, getelementptr inbounds ([65282 x i8], [65282 x i8]* @match, i64 0, i64 0)
  br i1 %559, label %551, label %265, !llvm.loop !26

560:                                              ; preds = %409, %545, %466, %389, %386, %384, %259, %252, %216, %177, %171, %164
  %561 = phi i32 [ -3, %171 ], [ -3, %177 ], [ -3, %259 ], [ -5, %389 ], [ -3, %466 ], [ -5, %545 ], [ -5, %164 ], [ 0, %216 ], [ -5, %252 ], [ 0, %386 ], [ 0, %384 ], [ -5, %409 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %130) #14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %129) #14
  br label %1467

562:                                              ; preds = %122
  %563 = icmp eq i32 %124, 0
  br i1 %563, label %564, label %585

564:                                              ; preds = %562
  %565 = load i8*, i8** %44, align 8, !tbaa !17
  br label %566

566:                                              ; preds = %577, %564
  %567 = phi i32 [ 0, %564 ], [ %581, %577 ]
  %568 = phi i8* [ %565, %564 ], [ %580, %577 ]
  %569 = sub i32 32768, %567
  %570 = icmp ult i32 %569, 16384
  %571 = select i1 %570, i32 %569, i32 16384
  %572 = load i32, i32* %43, align 8, !tbaa !15
  %573 = zext i32 %571 to i64
  %574 = call i64 @read(i32 noundef %572, i8* noundef %568, i64 noundef %573) #14
  %575 = trunc i64 %574 to i32
  %576 = icmp eq i32 %575, -1
  br i1 %576, label %585, label %577

577:                                              ; preds = %566
  %578 = shl i64 %574, 32
  %579 = ashr exact i64 %578, 32
  %580 = getelementptr inbounds i8, i8* %568, i64 %579
  %581 = add i32 %567, %575
  %582 = icmp ne i32 %575, 0
  %583 = icmp ult i32 %581, 32768
  %584 = select i1 %582, i1 %583, i1 false
  br i1 %584, label %566, label %585, !llvm.loop !21

585:                                              ; preds = %577, %566, %562
  %586 = phi i8* [ %123, %562 ], [ %565, %566 ], [ %565, %577 ]
  %587 = phi i32 [ %124, %562 ], [ %581, %577 ], [ 0, %566 ]
  %588 = icmp eq i32 %587, 0
  br i1 %588, label %594, label %589

589:                                              ; preds = %585
  %590 = add i32 %587, -1
  %591 = getelementptr inbounds i8, i8* %586, i64 1
  %592 = load i8, i8* %586, align 1, !tbaa !9
  %593 = zext i8 %592 to i32
  br label %594

594:                                              ; preds = %589, %585
  %595 = phi i8* [ %586, %585 ], [ %591, %589 ]
  %596 = phi i32 [ 0, %585 ], [ %590, %589 ]
  %597 = phi i32 [ -1, %585 ], [ %593, %589 ]
  switch i32 %597, label %598 [
    i32 8, label %600
    i32 -1, label %1467
  ]

598:                                              ; preds = %594
  %599 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 6
  store i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.24, i64 0, i64 0), i8** %599, align 8, !tbaa !22
  br label %1467

600:                                              ; preds = %594
  %601 = icmp eq i32 %596, 0
  br i1 %601, label %602, label %623

602:                                              ; preds = %600
  %603 = load i8*, i8** %44, align 8, !tbaa !17
  br label %604

604:                                              ; preds = %615, %602
  %605 = phi i32 [ 0, %602 ], [ %619, %615 ]
  %606 = phi i8* [ %603, %602 ], [ %618, %615 ]
  %607 = sub i32 32768, %605
  %608 = icmp ult i32 %607, 16384
  %609 = select i1 %608, i32 %607, i32 16384
  %610 = load i32, i32* %43, align 8, !tbaa !15
  %611 = zext i32 %609 to i64
  %612 = call i64 @read(i32 noundef %610, i8* noundef %606, i64 noundef %611) #14
  %613 = trunc i64 %612 to i32
  %614 = icmp eq i32 %613, -1
  br i1 %614, label %623, label %615

615:                                              ; preds = %604
  %616 = shl i64 %612, 32
  %617 = ashr exact i64 %616, 32
  %618 = getelementptr inbounds i8, i8* %606, i64 %617
  %619 = add i32 %605, %613
  %620 = icmp ne i32 %613, 0
  %621 = icmp ult i32 %619, 32768
  %622 = select i1 %620, i1 %621, i1 false
  br i1 %622, label %604, label %623, !llvm.loop !21

623:                                              ; preds = %615, %604, %600
  %624 = phi i8* [ %595, %600 ], [ %603, %604 ], [ %603, %615 ]
  %625 = phi i32 [ %596, %600 ], [ %619, %615 ], [ 0, %604 ]
  %626 = icmp eq i32 %625, 0
  br i1 %626, label %632, label %627

627:                                              ; preds = %623
  %628 = add i32 %625, -1
  %629 = getelementptr inbounds i8, i8* %624, i64 1
  %630 = load i8, i8* %624, align 1, !tbaa !9
  %631 = zext i8 %630 to i32
  br label %632

632:                                              ; preds = %627, %623
  %633 = phi i8* [ %624, %623 ], [ %629, %627 ]
  %634 = phi i32 [ 0, %623 ], [ %628, %627 ]
  %635 = phi i32 [ -1, %623 ], [ %631, %627 ]
  %636 = icmp eq i32 %634, 0
  br i1 %636, label %637, label %658

637:                                              ; preds = %632
  %638 = load i8*, i8** %44, align 8, !tbaa !17
  br label %639

639:                                              ; preds = %650, %637
  %640 = phi i32 [ 0, %637 ], [ %654, %650 ]
  %641 = phi i8* [ %638, %637 ], [ %653, %650 ]
  %642 = sub i32 32768, %640
  %643 = icmp ult i32 %642, 16384
  %644 = select i1 %643, i32 %642, i32 16384
  %645 = load i32, i32* %43, align 8, !tbaa !15
  %646 = zext i32 %644 to i64
  %647 = call i64 @read(i32 noundef %645, i8* noundef %641, i64 noundef %646) #14
  %648 = trunc i64 %647 to i32
  %649 = icmp eq i32 %648, -1
  br i1 %649, label %658, label %650

650:                                              ; preds = %639
  %651 = shl i64 %647, 32
  %652 = ashr exact i64 %651, 32
  %653 = getelementptr inbounds i8, i8* %641, i64 %652
  %654 = add i32 %640, %648
  %655 = icmp ne i32 %648, 0
  %656 = icmp ult i32 %654, 32768
  %657 = select i1 %655, i1 %656, i1 false
  br i1 %657, label %639, label %658, !llvm.loop !21

658:                                              ; preds = %650, %639, %632
  %659 = phi i8* [ %633, %632 ], [ %638, %639 ], [ %638, %650 ]
  %660 = phi i32 [ %634, %632 ], [ %654, %650 ], [ 0, %639 ]
  %661 = icmp eq i32 %660, 0
  %662 = add i32 %660, -1
  %663 = xor i1 %661, true
  %664 = zext i1 %663 to i64
  %665 = getelementptr i8, i8* %659, i64 %664
  %666 = select i1 %661, i32 0, i32 %662
  %667 = icmp eq i32 %666, 0
  br i1 %667, label %668, label %689

668:                                              ; preds = %658
  %669 = load i8*, i8** %44, align 8, !tbaa !17
  br label %670

670:                                              ; preds = %681, %668
  %671 = phi i32 [ 0, %668 ], [ %685, %681 ]
  %672 = phi i8* [ %669, %668 ], [ %684, %681 ]
  %673 = sub i32 32768, %671
  %674 = icmp ult i32 %673, 16384
  %675 = select i1 %674, i32 %673, i32 16384
  %676 = load i32, i32* %43, align 8, !tbaa !15
  %677 = zext i32 %675 to i64
  %678 = call i64 @read(i32 noundef %676, i8* noundef %672, i64 noundef %677) #14
  %679 = trunc i64 %678 to i32
  %680 = icmp eq i32 %679, -1
  br i1 %680, label %689, label %681

681:                                              ; preds = %670
  %682 = shl i64 %678, 32
  %683 = ashr exact i64 %682, 32
  %684 = getelementptr inbounds i8, i8* %672, i64 %683
  %685 = add i32 %671, %679
  %686 = icmp ne i32 %679, 0
  %687 = icmp ult i32 %685, 32768
  %688 = select i1 %686, i1 %687, i1 false
  br i1 %688, label %670, label %689, !llvm.loop !21

689:                                              ; preds = %681, %670, %658
  %690 = phi i8* [ %665, %658 ], [ %669, %670 ], [ %669, %681 ]
  %691 = phi i32 [ %666, %658 ], [ %685, %681 ], [ 0, %670 ]
  %692 = icmp eq i32 %691, 0
  %693 = add i32 %691, -1
  %694 = xor i1 %692, true
  %695 = zext i1 %694 to i64
  %696 = getelementptr i8, i8* %690, i64 %695
  %697 = select i1 %692, i32 0, i32 %693
  %698 = icmp eq i32 %697, 0
  br i1 %698, label %699, label %720

699:                                              ; preds = %689
  %700 = load i8*, i8** %44, align 8, !tbaa !17
  br label %701

701:                                              ; preds = %712, %699
  %702 = phi i32 [ 0, %699 ], [ %716, %712 ]
  %703 = phi i8* [ %700, %699 ], [ %715, %712 ]
  %704 = sub i32 32768, %702
  %705 = icmp ult i32 %704, 16384
  %706 = select i1 %705, i32 %704, i32 16384
  %707 = load i32, i32* %43, align 8, !tbaa !15
  %708 = zext i32 %706 to i64
  %709 = call i64 @read(i32 noundef %707, i8* noundef %703, i64 noundef %708) #14
  %710 = trunc i64 %709 to i32
  %711 = icmp eq i32 %710, -1
  br i1 %711, label %720, label %712

712:                                              ; preds = %701
  %713 = shl i64 %709, 32
  %714 = ashr exact i64 %713, 32
  %715 = getelementptr inbounds i8, i8* %703, i64 %714
  %716 = add i32 %702, %710
  %717 = icmp ne i32 %710, 0
  %718 = icmp ult i32 %716, 32768
  %719 = select i1 %717, i1 %718, i1 false
  br i1 %719, label %701, label %720, !llvm.loop !21

720:                                              ; preds = %712, %701, %689
  %721 = phi i8* [ %696, %689 ], [ %700, %701 ], [ %700, %712 ]
  %722 = phi i32 [ %697, %689 ], [ %716, %712 ], [ 0, %701 ]
  %723 = icmp eq i32 %722, 0
  %724 = add i32 %722, -1
  %725 = xor i1 %723, true
  %726 = zext i1 %725 to i64
  %727 = getelementptr i8, i8* %721, i64 %726
  %728 = select i1 %723, i32 0, i32 %724
  %729 = icmp eq i32 %728, 0
  br i1 %729, label %730, label %751

730:                                              ; preds = %720
  %731 = load i8*, i8** %44, align 8, !tbaa !17
  br label %732

732:                                              ; preds = %743, %730
  %733 = phi i32 [ 0, %730 ], [ %747, %743 ]
  %734 = phi i8* [ %731, %730 ], [ %746, %743 ]
  %735 = sub i32 32768, %733
  %736 = icmp ult i32 %735, 16384
  %737 = select i1 %736, i32 %735, i32 16384
  %738 = load i32, i32* %43, align 8, !tbaa !15
  %739 = zext i32 %737 to i64
  %740 = call i64 @read(i32 noundef %738, i8* noundef %734, i64 noundef %739) #14
  %741 = trunc i64 %740 to i32
  %742 = icmp eq i32 %741, -1
  br i1 %742, label %751, label %743

743:                                              ; preds = %732
  %744 = shl i64 %740, 32
  %745 = ashr exact i64 %744, 32
  %746 = getelementptr inbounds i8, i8* %734, i64 %745
  %747 = add i32 %733, %741
  %748 = icmp ne i32 %741, 0
  %749 = icmp ult i32 %747, 32768
  %750 = select i1 %748, i1 %749, i1 false
  br i1 %750, label %732, label %751, !llvm.loop !21

751:                                              ; preds = %743, %732, %720
  %752 = phi i8* [ %727, %720 ], [ %731, %732 ], [ %731, %743 ]
  %753 = phi i32 [ %728, %720 ], [ %747, %743 ], [ 0, %732 ]
  %754 = icmp eq i32 %753, 0
  %755 = add i32 %753, -1
  %756 = xor i1 %754, true
  %757 = zext i1 %756 to i64
  %758 = getelementptr i8, i8* %752, i64 %757
  %759 = select i1 %754, i32 0, i32 %755
  %760 = icmp eq i32 %759, 0
  br i1 %760, label %761, label %782

761:                                              ; preds = %751
  %762 = load i8*, i8** %44, align 8, !tbaa !17
  br label %763

763:                                              ; preds = %774, %761
  %764 = phi i32 [ 0, %761 ], [ %778, %774 ]
  %765 = phi i8* [ %762, %761 ], [ %777, %774 ]
  %766 = sub i32 32768, %764
  %767 = icmp ult i32 %766, 16384
  %768 = select i1 %767, i32 %766, i32 16384
  %769 = load i32, i32* %43, align 8, !tbaa !15
  %770 = zext i32 %768 to i64
  %771 = call i64 @read(i32 noundef %769, i8* noundef %765, i64 noundef %770) #14
  %772 = trunc i64 %771 to i32
  %773 = icmp eq i32 %772, -1
  br i1 %773, label %782, label %774

774:                                              ; preds = %763
  %775 = shl i64 %771, 32
  %776 = ashr exact i64 %775, 32
  %777 = getelementptr inbounds i8, i8* %765, i64 %776
  %778 = add i32 %764, %772
  %779 = icmp ne i32 %772, 0
  %780 = icmp ult i32 %778, 32768
  %781 = select i1 %779, i1 %780, i1 false
  br i1 %781, label %763, label %782, !llvm.loop !21

782:                                              ; preds = %774, %763, %751
  %783 = phi i8* [ %758, %751 ], [ %762, %763 ], [ %762, %774 ]
  %784 = phi i32 [ %759, %751 ], [ %778, %774 ], [ 0, %763 ]
  %785 = icmp eq i32 %784, 0
  %786 = add i32 %784, -1
  %787 = xor i1 %785, true
  %788 = zext i1 %787 to i64
  %789 = getelementptr i8, i8* %783, i64 %788
  %790 = select i1 %785, i32 0, i32 %786
  %791 = icmp eq i32 %790, 0
  br i1 %791, label %792, label %813

792:                                              ; preds = %782
  %793 = load i8*, i8** %44, align 8, !tbaa !17
  br label %794

794:                                              ; preds = %805, %792
  %795 = phi i32 [ 0, %792 ], [ %809, %805 ]
  %796 = phi i8* [ %793, %792 ], [ %808, %805 ]
  %797 = sub i32 32768, %795
  %798 = icmp ult i32 %797, 16384
  %799 = select i1 %798, i32 %797, i32 16384
  %800 = load i32, i32* %43, align 8, !tbaa !15
  %801 = zext i32 %799 to i64
  %802 = call i64 @read(i32 noundef %800, i8* noundef %796, i64 noundef %801) #14
  %803 = trunc i64 %802 to i32
  %804 = icmp eq i32 %803, -1
  br i1 %804, label %813, label %805

805:                                              ; preds = %794
  %806 = shl i64 %802, 32
  %807 = ashr exact i64 %806, 32
  %808 = getelementptr inbounds i8, i8* %796, i64 %807
  %809 = add i32 %795, %803
  %810 = icmp ne i32 %803, 0
  %811 = icmp ult i32 %809, 32768
  %812 = select i1 %810, i1 %811, i1 false
  br i1 %812, label %794, label %813, !llvm.loop !21

813:                                              ; preds = %805, %794, %782
  %814 = phi i8* [ %789, %782 ], [ %793, %794 ], [ %793, %805 ]
  %815 = phi i32 [ %790, %782 ], [ %809, %805 ], [ 0, %794 ]
  %816 = icmp eq i32 %815, 0
  br i1 %816, label %822, label %817

817:                                              ; preds = %813
  %818 = add i32 %815, -1
  %819 = getelementptr inbounds i8, i8* %814, i64 1
  %820 = load i8, i8* %814, align 1, !tbaa !9
  %821 = zext i8 %820 to i32
  br label %822

822:                                              ; preds = %817, %813
  %823 = phi i8* [ %814, %813 ], [ %819, %817 ]
  %824 = phi i32 [ 0, %813 ], [ %818, %817 ]
  %825 = phi i32 [ -1, %813 ], [ %821, %817 ]
  %826 = icmp eq i32 %825, -1
  br i1 %826, label %1467, label %827

827:                                              ; preds = %822
  %828 = and i32 %635, 224
  %829 = icmp eq i32 %828, 0
  br i1 %829, label %832, label %830

830:                                              ; preds = %827
  %831 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 6
  store i8* getelementptr inbounds ([25 x i8], [25 x i8]* @.str.25, i64 0, i64 0), i8** %831, align 8, !tbaa !22
  br label %1467

832:                                              ; preds = %827
  %833 = and i32 %635, 4
  %834 = icmp eq i32 %833, 0
  br i1 %834, label %961, label %835

835:                                              ; preds = %832
  %836 = icmp eq i32 %824, 0
  br i1 %836, label %837, label %858

837:                                              ; preds = %835
  %838 = load i8*, i8** %44, align 8, !tbaa !17
  br label %839

839:                                              ; preds = %850, %837
  %840 = phi i32 [ 0, %837 ], [ %854, %850 ]
  %841 = phi i8* [ %838, %837 ], [ %853, %850 ]
  %842 = sub i32 32768, %840
  %843 = icmp ult i32 %842, 16384
  %844 = select i1 %843, i32 %842, i32 16384
  %845 = load i32, i32* %43, align 8, !tbaa !15
  %846 = zext i32 %844 to i64
  %847 = call i64 @read(i32 noundef %845, i8* noundef %841, i64 noundef %846) #14
  %848 = trunc i64 %847 to i32
  %849 = icmp eq i32 %848, -1
  br i1 %849, label %858, label %850

850:                                              ; preds = %839
  %851 = shl i64 %847, 32
  %852 = ashr exact i64 %851, 32
  %853 = getelementptr inbounds i8, i8* %841, i64 %852
  %854 = add i32 %840, %848
  %855 = icmp ne i32 %848, 0
  %856 = icmp ult i32 %854, 32768
  %857 = select i1 %855, i1 %856, i1 false
  br i1 %857, label %839, label %858, !llvm.loop !21

858:                                              ; preds = %850, %839, %835
  %859 = phi i8* [ %823, %835 ], [ %838, %839 ], [ %838, %850 ]
  %860 = phi i32 [ %824, %835 ], [ %854, %850 ], [ 0, %839 ]
  %861 = icmp eq i32 %860, 0
  br i1 %861, label %867, label %862

862:                                              ; preds = %858
  %863 = add i32 %860, -1
  %864 = getelementptr inbounds i8, i8* %859, i64 1
  %865 = load i8, i8* %859, align 1, !tbaa !9
  %866 = zext i8 %865 to i32
  br label %867

867:                                              ; preds = %862, %858
  %868 = phi i8* [ %859, %858 ], [ %864, %862 ]
  %869 = phi i32 [ 0, %858 ], [ %863, %862 ]
  %870 = phi i32 [ -1, %858 ], [ %866, %862 ]
  %871 = icmp eq i32 %869, 0
  br i1 %871, label %872, label %893

872:                                              ; preds = %867
  %873 = load i8*, i8** %44, align 8, !tbaa !17
  br label %874

874:                                              ; preds = %885, %872
  %875 = phi i32 [ 0, %872 ], [ %889, %885 ]
  %876 = phi i8* [ %873, %872 ], [ %888, %885 ]
  %877 = sub i32 32768, %875
  %878 = icmp ult i32 %877, 16384
  %879 = select i1 %878, i32 %877, i32 16384
  %880 = load i32, i32* %43, align 8, !tbaa !15
  %881 = zext i32 %879 to i64
  %882 = call i64 @read(i32 noundef %880, i8* noundef %876, i64 noundef %881) #14
  %883 = trunc i64 %882 to i32
  %884 = icmp eq i32 %883, -1
  br i1 %884, label %893, label %885

885:                                              ; preds = %874
  %886 = shl i64 %882, 32
  %887 = ashr exact i64 %886, 32
  %888 = getelementptr inbounds i8, i8* %876, i64 %887
  %889 = add i32 %875, %883
  %890 = icmp ne i32 %883, 0
  %891 = icmp ult i32 %889, 32768
  %892 = select i1 %890, i1 %891, i1 false
  br i1 %892, label %874, label %893, !llvm.loop !21

893:                                              ; preds = %885, %874, %867
  %894 = phi i8* [ %868, %867 ], [ %873, %874 ], [ %873, %885 ]
  %895 = phi i32 [ %869, %867 ], [ %889, %885 ], [ 0, %874 ]
  %896 = icmp eq i32 %895, 0
  br i1 %896, label %902, label %897

897:                                              ; preds = %893
  %898 = add i32 %895, -1
  %899 = getelementptr inbounds i8, i8* %894, i64 1
  %900 = load i8, i8* %894, align 1, !tbaa !9
  %901 = zext i8 %900 to i32
  br label %902

902:                                              ; preds = %897, %893
  %903 = phi i8* [ %894, %893 ], [ %899, %897 ]
  %904 = phi i32 [ 0, %893 ], [ %898, %897 ]
  %905 = phi i32 [ -1, %893 ], [ %901, %897 ]
  %906 = shl nsw i32 %905, 8
  %907 = add nsw i32 %906, %870
  %908 = icmp eq i32 %905, -1
  br i1 %908, label %1467, label %909

909:                                              ; preds = %902
  %910 = icmp ugt i32 %907, %904
  br i1 %910, label %911, label %951

911:                                              ; preds = %909, %948
  %912 = phi i32 [ %949, %948 ], [ %907, %909 ]
  %913 = phi i32 [ %945, %948 ], [ %904, %909 ]
  %914 = sub i32 %912, %913
  %915 = load i8*, i8** %44, align 8, !tbaa !17
  br label %916

916:                                              ; preds = %927, %911
  %917 = phi i32 [ 0, %911 ], [ %931, %927 ]
  %918 = phi i8* [ %915, %911 ], [ %930, %927 ]
  %919 = sub i32 32768, %917
  %920 = icmp ult i32 %919, 16384
  %921 = select i1 %920, i32 %919, i32 16384
  %922 = load i32, i32* %43, align 8, !tbaa !15
  %923 = zext i32 %921 to i64
  %924 = call i64 @read(i32 noundef %922, i8* noundef %918, i64 noundef %923) #14
  %925 = trunc i64 %924 to i32
  %926 = icmp eq i32 %925, -1
  br i1 %926, label %935, label %927

927:                                              ; preds = %916
  %928 = shl i64 %924, 32
  %929 = ashr exact i64 %928, 32
  %930 = getelementptr inbounds i8, i8* %918, i64 %929
  %931 = add i32 %917, %925
  %932 = icmp ne i32 %925, 0
  %933 = icmp ult i32 %931, 32768
  %934 = select i1 %932, i1 %933, i1 false
  br i1 %934, label %916, label %935, !llvm.loop !21

935:                                              ; preds = %927, %916
  %936 = phi i32 [ %931, %927 ], [ 0, %916 ]
  %937 = icmp eq i32 %936, 0
  br i1 %937, label %943, label %938

938:                                              ; preds = %935
  %939 = add i32 %936, -1
  %940 = getelementptr inbounds i8, i8* %915, i64 1
  %941 = load i8, i8* %915, align 1, !tbaa !9
  %942 = zext i8 %941 to i32
  br label %943

943:                                              ; preds = %938, %935
  %944 = phi i8* [ %915, %935 ], [ %940, %938 ]
  %945 = phi i32 [ 0, %935 ], [ %939, %938 ]
  %946 = phi i32 [ -1, %935 ], [ %942, %938 ]
  %947 = icmp eq i32 %946, -1
  br i1 %947, label %951, label %948

948:                                              ; preds = %943
  %949 = add i32 %914, -1
  %950 = icmp ugt i32 %949, %945
  br i1 %950, label %911, label %951, !llvm.loop !32

951:                                              ; preds = %948, %943, %909
  %952 = phi i8* [ %903, %909 ], [ %944, %943 ], [ %944, %948 ]
  %953 = phi i32 [ %905, %909 ], [ %946, %948 ], [ -1, %943 ]
  %954 = phi i32 [ %904, %909 ], [ %945, %943 ], [ %945, %948 ]
  %955 = phi i32 [ %907, %909 ], [ %949, %948 ], [ %914, %943 ]
  %956 = icmp eq i32 %953, -1
  br i1 %956, label %1467, label %957

957:                                              ; preds = %951
  %958 = sub i32 %954, %955
  %959 = zext i32 %955 to i64
  %960 = getelementptr inbounds i8, i8* %952, i64 %959
  br label %961

961:                                              ; preds = %957, %832
  %962 = phi i8* [ %823, %832 ], [ %960, %957 ]
  %963 = phi i32 [ %825, %832 ], [ %953, %957 ]
  %964 = phi i32 [ %824, %832 ], [ %958, %957 ]
  %965 = and i32 %635, 8
  %966 = icmp eq i32 %965, 0
  br i1 %966, label %1007, label %967

967:                                              ; preds = %961, %1001
  %968 = phi i8* [ %1002, %1001 ], [ %962, %961 ]
  %969 = phi i32 [ %1003, %1001 ], [ %964, %961 ]
  %970 = icmp eq i32 %969, 0
  br i1 %970, label %971, label %992

971:                                              ; preds = %967
  %972 = load i8*, i8** %44, align 8, !tbaa !17
  br label %973

973:                                              ; preds = %984, %971
  %974 = phi i32 [ 0, %971 ], [ %988, %984 ]
  %975 = phi i8* [ %972, %971 ], [ %987, %984 ]
  %976 = sub i32 32768, %974
  %977 = icmp ult i32 %976, 16384
  %978 = select i1 %977, i32 %976, i32 16384
  %979 = load i32, i32* %43, align 8, !tbaa !15
  %980 = zext i32 %978 to i64
  %981 = call i64 @read(i32 noundef %979, i8* noundef %975, i64 noundef %980) #14
  %982 = trunc i64 %981 to i32
  %983 = icmp eq i32 %982, -1
  br i1 %983, label %992, label %984

984:                                              ; preds = %973
  %985 = shl i64 %981, 32
  %986 = ashr exact i64 %985, 32
  %987 = getelementptr inbounds i8, i8* %975, i64 %986
  %988 = add i32 %974, %982
  %989 = icmp ne i32 %982, 0
  %990 = icmp ult i32 %988, 32768
  %991 = select i1 %989, i1 %990, i1 false
  br i1 %991, label %973, label %992, !llvm.loop !21

992:                                              ; preds = %984, %973, %967
  %993 = phi i8* [ %968, %967 ], [ %972, %973 ], [ %972, %984 ]
  %994 = phi i32 [ %969, %967 ], [ %988, %984 ], [ 0, %973 ]
  %995 = icmp eq i32 %994, 0
  br i1 %995, label %1001, label %996

996:                                              ; preds = %992
  %997 = add i32 %994, -1
  %998 = getelementptr inbounds i8, i8* %993, i64 1
  %999 = load i8, i8* %993, align 1, !tbaa !9
  %1000 = zext i8 %999 to i32
  br label %1001

1001:                                             ; preds = %996, %992
  %1002 = phi i8* [ %993, %992 ], [ %998, %996 ]
  %1003 = phi i32 [ 0, %992 ], [ %997, %996 ]
  %1004 = phi i32 [ -1, %992 ], [ %1000, %996 ]
  %1005 = add nsw i32 %1004, -1
  %1006 = icmp ult i32 %1005, -2
  br i1 %1006, label %967, label %1007, !llvm.loop !33

1007:                                             ; preds = %1001, %961
  %1008 = phi i8* [ %962, %961 ], [ %1002, %1001 ]
  %1009 = phi i32 [ %963, %961 ], [ %1004, %1001 ]
  %1010 = phi i32 [ %964, %961 ], [ %1003, %1001 ]
  %1011 = and i32 %635, 16
  %1012 = icmp eq i32 %1011, 0
  br i1 %1012, label %1053, label %1013

1013:                                             ; preds = %1007, %1047
  %1014 = phi i8* [ %1048, %1047 ], [ %1008, %1007 ]
  %1015 = phi i32 [ %1049, %1047 ], [ %1010, %1007 ]
  %1016 = icmp eq i32 %1015, 0
  br i1 %1016, label %1017, label %1038

1017:                                             ; preds = %1013
  %1018 = load i8*, i8** %44, align 8, !tbaa !17
  br label %1019

1019:                                             ; preds = %1030, %1017
  %1020 = phi i32 [ 0, %1017 ], [ %1034, %1030 ]
  %1021 = phi i8* [ %1018, %1017 ], [ %1033, %1030 ]
  %1022 = sub i32 32768, %1020
  %1023 = icmp ult i32 %1022, 16384
  %1024 = select i1 %1023, i32 %1022, i32 16384
  %1025 = load i32, i32* %43, align 8, !tbaa !15
  %1026 = zext i32 %1024 to i64
  %1027 = call i64 @read(i32 noundef %1025, i8* noundef %1021, i64 noundef %1026) #14
  %1028 = trunc i64 %1027 to i32
  %1029 = icmp eq i32 %1028, -1
  br i1 %1029, label %1038, label %1030

1030:                                             ; preds = %1019
  %1031 = shl i64 %1027, 32
  %1032 = ashr exact i64 %1031, 32
  %1033 = getelementptr inbounds i8, i8* %1021, i64 %1032
  %1034 = add i32 %1020, %1028
  %1035 = icmp ne i32 %1028, 0
  %1036 = icmp ult i32 %1034, 32768
  %1037 = select i1 %1035, i1 %1036, i1 false
  br i1 %1037, label %1019, label %1038, !llvm.loop !21

1038:                                             ; preds = %1030, %1019, %1013
  %1039 = phi i8* [ %1014, %1013 ], [ %1018, %1019 ], [ %1018, %1030 ]
  %1040 = phi i32 [ %1015, %1013 ], [ %1034, %1030 ], [ 0, %1019 ]
  %1041 = icmp eq i32 %1040, 0
  br i1 %1041, label %1047, label %1042

1042:                                             ; preds = %1038
  %1043 = add i32 %1040, -1
  %1044 = getelementptr inbounds i8, i8* %1039, i64 1
  %1045 = load i8, i8* %1039, align 1, !tbaa !9
  %1046 = zext i8 %1045 to i32
  br label %1047

1047:                                             ; preds = %1042, %1038
  %1048 = phi i8* [ %1039, %1038 ], [ %1044, %1042 ]
  %1049 = phi i32 [ 0, %1038 ], [ %1043, %1042 ]
  %1050 = phi i32 [ -1, %1038 ], [ %1046, %1042 ]
  %1051 = add nsw i32 %1050, -1
  %1052 = icmp ult i32 %1051, -2
  br i1 %1052, label %1013, label %1053, !llvm.loop !34

1053:                                             ; preds = %1047, %1007
  %1054 = phi i8* [ %1008, %1007 ], [ %1048, %1047 ]
  %1055 = phi i32 [ %1009, %1007 ], [ %1050, %1047 ]
  %1056 = phi i32 [ %1010, %1007 ], [ %1049, %1047 ]
  %1057 = and i32 %635, 2
  %1058 = icmp eq i32 %1057, 0
  br i1 %1058, label %1122, label %1059

1059:                                             ; preds = %1053
  %1060 = icmp eq i32 %1056, 0
  br i1 %1060, label %1061, label %1082

1061:                                             ; preds = %1059
  %1062 = load i8*, i8** %44, align 8, !tbaa !17
  br label %1063

1063:                                             ; preds = %1074, %1061
  %1064 = phi i32 [ 0, %1061 ], [ %1078, %1074 ]
  %1065 = phi i8* [ %1062, %1061 ], [ %1077, %1074 ]
  %1066 = sub i32 32768, %1064
  %1067 = icmp ult i32 %1066, 16384
  %1068 = select i1 %1067, i32 %1066, i32 16384
  %1069 = load i32, i32* %43, align 8, !tbaa !15
  %1070 = zext i32 %1068 to i64
  %1071 = call i64 @read(i32 noundef %1069, i8* noundef %1065, i64 noundef %1070) #14
  %1072 = trunc i64 %1071 to i32
  %1073 = icmp eq i32 %1072, -1
  br i1 %1073, label %1082, label %1074

1074:                                             ; preds = %1063
  %1075 = shl i64 %1071, 32
  %1076 = ashr exact i64 %1075, 32
  %1077 = getelementptr inbounds i8, i8* %1065, i64 %1076
  %1078 = add i32 %1064, %1072
  %1079 = icmp ne i32 %1072, 0
  %1080 = icmp ult i32 %1078, 32768
  %1081 = select i1 %1079, i1 %1080, i1 false
  br i1 %1081, label %1063, label %1082, !llvm.loop !21

1082:                                             ; preds = %1074, %1063, %1059
  %1083 = phi i8* [ %1054, %1059 ], [ %1062, %1063 ], [ %1062, %1074 ]
  %1084 = phi i32 [ %1056, %1059 ], [ %1078, %1074 ], [ 0, %1063 ]
  %1085 = icmp eq i32 %1084, 0
  %1086 = add i32 %1084, -1
  %1087 = xor i1 %1085, true
  %1088 = zext i1 %1087 to i64
  %1089 = getelementptr i8, i8* %1083, i64 %1088
  %1090 = select i1 %1085, i32 0, i32 %1086
  %1091 = icmp eq i32 %1090, 0
  br i1 %1091, label %1092, label %1113

1092:                                             ; preds = %1082
  %1093 = load i8*, i8** %44, align 8, !tbaa !17
  br label %1094

1094:                                             ; preds = %1105, %1092
  %1095 = phi i32 [ 0, %1092 ], [ %1109, %1105 ]
  %1096 = phi i8* [ %1093, %1092 ], [ %1108, %1105 ]
  %1097 = sub i32 32768, %1095
  %1098 = icmp ult i32 %1097, 16384
  %1099 = select i1 %1098, i32 %1097, i32 16384
  %1100 = load i32, i32* %43, align 8, !tbaa !15
  %1101 = zext i32 %1099 to i64
  %1102 = call i64 @read(i32 noundef %1100, i8* noundef %1096, i64 noundef %1101) #14
  %1103 = trunc i64 %1102 to i32
  %1104 = icmp eq i32 %1103, -1
  br i1 %1104, label %1113, label %1105

1105:                                             ; preds = %1094
  %1106 = shl i64 %1102, 32
  %1107 = ashr exact i64 %1106, 32
  %1108 = getelementptr inbounds i8, i8* %1096, i64 %1107
  %1109 = add i32 %1095, %1103
  %1110 = icmp ne i32 %1103, 0
  %1111 = icmp ult i32 %1109, 32768
  %1112 = select i1 %1110, i1 %1111, i1 false
  br i1 %1112, label %1094, label %1113, !llvm.loop !21

1113:                                             ; preds = %1105, %1094, %1082
  %1114 = phi i8* [ %1089, %1082 ], [ %1093, %1094 ], [ %1093, %1105 ]
  %1115 = phi i32 [ %1090, %1082 ], [ %1109, %1105 ], [ 0, %1094 ]
  %1116 = icmp eq i32 %1115, 0
  br i1 %1116, label %1122, label %1117

1117:                                             ; preds = %1113
  %1118 = add i32 %1115, -1
  %1119 = getelementptr inbounds i8, i8* %1114, i64 1
  %1120 = load i8, i8* %1114, align 1, !tbaa !9
  %1121 = zext i8 %1120 to i32
  br label %1122

1122:                                             ; preds = %1117, %1113, %1053
  %1123 = phi i8* [ %1054, %1053 ], [ %1114, %1113 ], [ %1119, %1117 ]
  %1124 = phi i32 [ %1055, %1053 ], [ -1, %1113 ], [ %1121, %1117 ]
  %1125 = phi i32 [ %1056, %1053 ], [ 0, %1113 ], [ %1118, %1117 ]
  %1126 = icmp eq i32 %1124, -1
  br i1 %1126, label %1467, label %1127

1127:                                             ; preds = %1122
  store i32 %39, i32* %46, align 8, !tbaa !23
  store i32 1, i32* %47, align 4, !tbaa !25
  %1128 = call i64 @crc32(i64 noundef 0, i8* noundef null, i32 noundef 0) #14
  store i64 %1128, i64* %48, align 8, !tbaa !35
  store i64 0, i64* %49, align 8, !tbaa !36
  store i8* %1123, i8** %45, align 8, !tbaa !18
  store i32 %1125, i32* %50, align 8, !tbaa !37
  %1129 = call i32 @inflateBack(%struct.z_stream_s* noundef %0, i32 (i8*, i8**)* noundef nonnull @in, i8* noundef nonnull %41, i32 (i8*, i8*, i32)* noundef nonnull @out, i8* noundef nonnull %42) #14
  %1130 = icmp eq i32 %1129, 1
  br i1 %1130, label %1131, label %1467

1131:                                             ; preds = %1127
  %1132 = load i8*, i8** %45, align 8, !tbaa !18
  %1133 = load i32, i32* %50, align 8, !tbaa !37
  store i8* null, i8** %45, align 8, !tbaa !18
  %1134 = icmp eq i32 %1133, 0
  br i1 %1134, label %1135, label %1156

1135:                                             ; preds = %1131
  %1136 = load i8*, i8** %44, align 8, !tbaa !17
  br label %1137

1137:                                             ; preds = %1148, %1135
  %1138 = phi i32 [ 0, %1135 ], [ %1152, %1148 ]
  %1139 = phi i8* [ %1136, %1135 ], [ %1151, %1148 ]
  %1140 = sub i32 32768, %1138
  %1141 = icmp ult i32 %1140, 16384
  %1142 = select i1 %1141, i32 %1140, i32 16384
  %1143 = load i32, i32* %43, align 8, !tbaa !15
  %1144 = zext i32 %1142 to i64
  %1145 = call i64 @read(i32 noundef %1143, i8* noundef %1139, i64 noundef %1144) #14
  %1146 = trunc i64 %1145 to i32
  %1147 = icmp eq i32 %1146, -1
  br i1 %1147, label %1156, label %1148

1148:                                             ; preds = %1137
  %1149 = shl i64 %1145, 32
  %1150 = ashr exact i64 %1149, 32
  %1151 = getelementptr inbounds i8, i8* %1139, i64 %1150
  %1152 = add i32 %1138, %1146
  %1153 = icmp ne i32 %1146, 0
  %1154 = icmp ult i32 %1152, 32768
  %1155 = select i1 %1153, i1 %1154, i1 false
  br i1 %1155, label %1137, label %1156, !llvm.loop !21

1156:                                             ; preds = %1148, %1137, %1131
  %1157 = phi i8* [ %1132, %1131 ], [ %1136, %1137 ], [ %1136, %1148 ]
  %1158 = phi i32 [ %1133, %1131 ], [ %1152, %1148 ], [ 0, %1137 ]
  %1159 = icmp eq i32 %1158, 0
  br i1 %1159, label %1165, label %1160

1160:                                             ; preds = %1156
  %1161 = add i32 %1158, -1
  %1162 = getelementptr inbounds i8, i8* %1157, i64 1
  %1163 = load i8, i8* %1157, align 1, !tbaa !9
  %1164 = zext i8 %1163 to i32
  br label %1165

1165:                                             ; preds = %1160, %1156
  %1166 = phi i8* [ %1157, %1156 ], [ %1162, %1160 ]
  %1167 = phi i32 [ 0, %1156 ], [ %1161, %1160 ]
  %1168 = phi i32 [ -1, %1156 ], [ %1164, %1160 ]
  %1169 = load i64, i64* %48, align 8, !tbaa !35
  %1170 = trunc i64 %1169 to i32
  %1171 = and i32 %1170, 255
  %1172 = icmp eq i32 %1168, %1171
  br i1 %1172, label %1173, label %1295

1173:                                             ; preds = %1165
  %1174 = icmp eq i32 %1167, 0
  br i1 %1174, label %1175, label %1196

1175:                                             ; preds = %1173
  %1176 = load i8*, i8** %44, align 8, !tbaa !17
  br label %1177

1177:                                             ; preds = %1188, %1175
  %1178 = phi i32 [ 0, %1175 ], [ %1192, %1188 ]
  %1179 = phi i8* [ %1176, %1175 ], [ %1191, %1188 ]
  %1180 = sub i32 32768, %1178
  %1181 = icmp ult i32 %1180, 16384
  %1182 = select i1 %1181, i32 %1180, i32 16384
  %1183 = load i32, i32* %43, align 8, !tbaa !15
  %1184 = zext i32 %1182 to i64
  %1185 = call i64 @read(i32 noundef %1183, i8* noundef %1179, i64 noundef %1184) #14
  %1186 = trunc i64 %1185 to i32
  %1187 = icmp eq i32 %1186, -1
  br i1 %1187, label %1196, label %1188

1188:                                             ; preds = %1177
  %1189 = shl i64 %1185, 32
  %1190 = ashr exact i64 %1189, 32
  %1191 = getelementptr inbounds i8, i8* %1179, i64 %1190
  %1192 = add i32 %1178, %1186
  %1193 = icmp ne i32 %1186, 0
  %1194 = icmp ult i32 %1192, 32768
  %1195 = select i1 %1193, i1 %1194, i1 false
  br i1 %1195, label %1177, label %1196, !llvm.loop !21

1196:                                             ; preds = %1188, %1177, %1173
  %1197 = phi i8* [ %1166, %1173 ], [ %1176, %1177 ], [ %1176, %1188 ]
  %1198 = phi i32 [ %1167, %1173 ], [ %1192, %1188 ], [ 0, %1177 ]
  %1199 = icmp eq i32 %1198, 0
  br i1 %1199, label %1205, label %1200

1200:                                             ; preds = %1196
  %1201 = add i32 %1198, -1
  %1202 = getelementptr inbounds i8, i8* %1197, i64 1
  %1203 = load i8, i8* %1197, align 1, !tbaa !9
  %1204 = zext i8 %1203 to i32
  br label %1205

1205:                                             ; preds = %1200, %1196
  %1206 = phi i8* [ %1197, %1196 ], [ %1202, %1200 ]
  %1207 = phi i32 [ 0, %1196 ], [ %1201, %1200 ]
  %1208 = phi i32 [ -1, %1196 ], [ %1204, %1200 ]
  %1209 = load i64, i64* %48, align 8, !tbaa !35
  %1210 = trunc i64 %1209 to i32
  %1211 = lshr i32 %1210, 8
  %1212 = and i32 %1211, 255
  %1213 = icmp eq i32 %1208, %1212
  br i1 %1213, label %1214, label %1295

1214:                                             ; preds = %1205
  %1215 = icmp eq i32 %1207, 0
  br i1 %1215, label %1216, label %1237

1216:                                             ; preds = %1214
  %1217 = load i8*, i8** %44, align 8, !tbaa !17
  br label %1218

1218:                                             ; preds = %1229, %1216
  %1219 = phi i32 [ 0, %1216 ], [ %1233, %1229 ]
  %1220 = phi i8* [ %1217, %1216 ], [ %1232, %1229 ]
  %1221 = sub i32 32768, %1219
  %1222 = icmp ult i32 %1221, 16384
  %1223 = select i1 %1222, i32 %1221, i32 16384
  %1224 = load i32, i32* %43, align 8, !tbaa !15
  %1225 = zext i32 %1223 to i64
  %1226 = call i64 @read(i32 noundef %1224, i8* noundef %1220, i64 noundef %1225) #14
  %1227 = trunc i64 %1226 to i32
  %1228 = icmp eq i32 %1227, -1
  br i1 %1228, label %1237, label %1229

1229:                                             ; preds = %1218
  %1230 = shl i64 %1226, 32
  %1231 = ashr exact i64 %1230, 32
  %1232 = getelementptr inbounds i8, i8* %1220, i64 %1231
  %1233 = add i32 %1219, %1227
  %1234 = icmp ne i32 %1227, 0
  %1235 = icmp ult i32 %1233, 32768
  %1236 = select i1 %1234, i1 %1235, i1 false
  br i1 %1236, label %1218, label %1237, !llvm.loop !21

1237:                                             ; preds = %1229, %1218, %1214
  %1238 = phi i8* [ %1206, %1214 ], [ %1217, %1218 ], [ %1217, %1229 ]
  %1239 = phi i32 [ %1207, %1214 ], [ %1233, %1229 ], [ 0, %1218 ]
  %1240 = icmp eq i32 %1239, 0
  br i1 %1240, label %1246, label %1241

1241:                                             ; preds = %1237
  %1242 = add i32 %1239, -1
  %1243 = getelementptr inbounds i8, i8* %1238, i64 1
  %1244 = load i8, i8* %1238, align 1, !tbaa !9
  %1245 = zext i8 %1244 to i32
  br label %1246

1246:                                             ; preds = %1241, %1237
  %1247 = phi i8* [ %1238, %1237 ], [ %1243, %1241 ]
  %1248 = phi i32 [ 0, %1237 ], [ %1242, %1241 ]
  %1249 = phi i32 [ -1, %1237 ], [ %1245, %1241 ]
  %1250 = load i64, i64* %48, align 8, !tbaa !35
  %1251 = trunc i64 %1250 to i32
  %1252 = lshr i32 %1251, 16
  %1253 = and i32 %1252, 255
  %1254 = icmp eq i32 %1249, %1253
  br i1 %1254, label %1255, label %1295

1255:                                             ; preds = %1246
  %1256 = icmp eq i32 %1248, 0
  br i1 %1256, label %1257, label %1278

1257:                                             ; preds = %1255
  %1258 = load i8*, i8** %44, align 8, !tbaa !17
  br label %1259

1259:                                             ; preds = %1270, %1257
  %1260 = phi i32 [ 0, %1257 ], [ %1274, %1270 ]
  %1261 = phi i8* [ %1258, %1257 ], [ %1273, %1270 ]
  %1262 = sub i32 32768, %1260
  %1263 = icmp ult i32 %1262, 16384
  %1264 = select i1 %1263, i32 %1262, i32 16384
  %1265 = load i32, i32* %43, align 8, !tbaa !15
  %1266 = zext i32 %1264 to i64
  %1267 = call i64 @read(i32 noundef %1265, i8* noundef %1261, i64 noundef %1266) #14
  %1268 = trunc i64 %1267 to i32
  %1269 = icmp eq i32 %1268, -1
  br i1 %1269, label %1278, label %1270

1270:                                             ; preds = %1259
  %1271 = shl i64 %1267, 32
  %1272 = ashr exact i64 %1271, 32
  %1273 = getelementptr inbounds i8, i8* %1261, i64 %1272
  %1274 = add i32 %1260, %1268
  %1275 = icmp ne i32 %1268, 0
  %1276 = icmp ult i32 %1274, 32768
  %1277 = select i1 %1275, i1 %1276, i1 false
  br i1 %1277, label %1259, label %1278, !llvm.loop !21

1278:                                             ; preds = %1270, %1259, %1255
  %1279 = phi i8* [ %1247, %1255 ], [ %1258, %1259 ], [ %1258, %1270 ]
  %1280 = phi i32 [ %1248, %1255 ], [ %1274, %1270 ], [ 0, %1259 ]
  %1281 = icmp eq i32 %1280, 0
  br i1 %1281, label %1287, label %1282

1282:                                             ; preds = %1278
  %1283 = add i32 %1280, -1
  %1284 = getelementptr inbounds i8, i8* %1279, i64 1
  %1285 = load i8, i8* %1279, align 1, !tbaa !9
  %1286 = zext i8 %1285 to i32
  br label %1287

1287:                                             ; preds = %1282, %1278
  %1288 = phi i8* [ %1279, %1278 ], [ %1284, %1282 ]
  %1289 = phi i32 [ 0, %1278 ], [ %1283, %1282 ]
  %1290 = phi i32 [ -1, %1278 ], [ %1286, %1282 ]
  %1291 = load i64, i64* %48, align 8, !tbaa !35
  %1292 = trunc i64 %1291 to i32
  %1293 = lshr i32 %1292, 24
  %1294 = icmp eq i32 %1290, %1293
  br i1 %1294, label %1300, label %1295

1295:                                             ; preds = %1287, %1246, %1205, %1165
  %1296 = phi i32 [ %1168, %1165 ], [ %1208, %1205 ], [ %1249, %1246 ], [ %1290, %1287 ]
  %1297 = icmp eq i32 %1296, -1
  br i1 %1297, label %1467, label %1298

1298:                                             ; preds = %1295
  %1299 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 6
  store i8* getelementptr inbounds ([21 x i8], [21 x i8]* @.str.26, i64 0, i64 0), i8** %1299, align 8, !tbaa !22
  br label %1467

1300:                                             ; preds = %1287
  %1301 = icmp eq i32 %1289, 0
  br i1 %1301, label %1302, label %1323

1302:                                             ; preds = %1300
  %1303 = load i8*, i8** %44, align 8, !tbaa !17
  br label %1304

1304:                                             ; preds = %1315, %1302
  %1305 = phi i32 [ 0, %1302 ], [ %1319, %1315 ]
  %1306 = phi i8* [ %1303, %1302 ], [ %1318, %1315 ]
  %1307 = sub i32 32768, %1305
  %1308 = icmp ult i32 %1307, 16384
  %1309 = select i1 %1308, i32 %1307, i32 16384
  %1310 = load i32, i32* %43, align 8, !tbaa !15
  %1311 = zext i32 %1309 to i64
  %1312 = call i64 @read(i32 noundef %1310, i8* noundef %1306, i64 noundef %1311) #14
  %1313 = trunc i64 %1312 to i32
  %1314 = icmp eq i32 %1313, -1
  br i1 %1314, label %1323, label %1315

1315:                                             ; preds = %1304
  %1316 = shl i64 %1312, 32
  %1317 = ashr exact i64 %1316, 32
  %1318 = getelementptr inbounds i8, i8* %1306, i64 %1317
  %1319 = add i32 %1305, %1313
  %1320 = icmp ne i32 %1313, 0
  %1321 = icmp ult i32 %1319, 32768
  %1322 = select i1 %1320, i1 %1321, i1 false
  br i1 %1322, label %1304, label %1323, !llvm.loop !21

1323:                                             ; preds = %1315, %1304, %1300
  %1324 = phi i8* [ %1288, %1300 ], [ %1303, %1304 ], [ %1303, %1315 ]
  %1325 = phi i32 [ %1289, %1300 ], [ %1319, %1315 ], [ 0, %1304 ]
  %1326 = icmp eq i32 %1325, 0
  br i1 %1326, label %1332, label %1327

1327:                                             ; preds = %1323
  %1328 = add i32 %1325, -1
  %1329 = getelementptr inbounds i8, i8* %1324, i64 1
  %1330 = load i8, i8* %1324, align 1, !tbaa !9
  %1331 = zext i8 %1330 to i32
  br label %1332

1332:                                             ; preds = %1327, %1323
  %1333 = phi i8* [ %1324, %1323 ], [ %1329, %1327 ]
  %1334 = phi i32 [ 0, %1323 ], [ %1328, %1327 ]
  %1335 = phi i32 [ -1, %1323 ], [ %1331, %1327 ]
  %1336 = load i64, i64* %49, align 8, !tbaa !36
  %1337 = trunc i64 %1336 to i32
  %1338 = and i32 %1337, 255
  %1339 = icmp eq i32 %1335, %1338
  br i1 %1339, label %1340, label %1462

1340:                                             ; preds = %1332
  %1341 = icmp eq i32 %1334, 0
  br i1 %1341, label %1342, label %1363

1342:                                             ; preds = %1340
  %1343 = load i8*, i8** %44, align 8, !tbaa !17
  br label %1344

1344:                                             ; preds = %1355, %1342
  %1345 = phi i32 [ 0, %1342 ], [ %1359, %1355 ]
  %1346 = phi i8* [ %1343, %1342 ], [ %1358, %1355 ]
  %1347 = sub i32 32768, %1345
  %1348 = icmp ult i32 %1347, 16384
  %1349 = select i1 %1348, i32 %1347, i32 16384
  %1350 = load i32, i32* %43, align 8, !tbaa !15
  %1351 = zext i32 %1349 to i64
  %1352 = call i64 @read(i32 noundef %1350, i8* noundef %1346, i64 noundef %1351) #14
  %1353 = trunc i64 %1352 to i32
  %1354 = icmp eq i32 %1353, -1
  br i1 %1354, label %1363, label %1355

1355:                                             ; preds = %1344
  %1356 = shl i64 %1352, 32
  %1357 = ashr exact i64 %1356, 32
  %1358 = getelementptr inbounds i8, i8* %1346, i64 %1357
  %1359 = add i32 %1345, %1353
  %1360 = icmp ne i32 %1353, 0
  %1361 = icmp ult i32 %1359, 32768
  %1362 = select i1 %1360, i1 %1361, i1 false
  br i1 %1362, label %1344, label %1363, !llvm.loop !21

1363:                                             ; preds = %1355, %1344, %1340
  %1364 = phi i8* [ %1333, %1340 ], [ %1343, %1344 ], [ %1343, %1355 ]
  %1365 = phi i32 [ %1334, %1340 ], [ %1359, %1355 ], [ 0, %1344 ]
  %1366 = icmp eq i32 %1365, 0
  br i1 %1366, label %1372, label %1367

1367:                                             ; preds = %1363
  %1368 = add i32 %1365, -1
  %1369 = getelementptr inbounds i8, i8* %1364, i64 1
  %1370 = load i8, i8* %1364, align 1, !tbaa !9
  %1371 = zext i8 %1370 to i32
  br label %1372

1372:                                             ; preds = %1367, %1363
  %1373 = phi i8* [ %1364, %1363 ], [ %1369, %1367 ]
  %1374 = phi i32 [ 0, %1363 ], [ %1368, %1367 ]
  %1375 = phi i32 [ -1, %1363 ], [ %1371, %1367 ]
  %1376 = load i64, i64* %49, align 8, !tbaa !36
  %1377 = trunc i64 %1376 to i32
  %1378 = lshr i32 %1377, 8
  %1379 = and i32 %1378, 255
  %1380 = icmp eq i32 %1375, %1379
  br i1 %1380, label %1381, label %1462

1381:                                             ; preds = %1372
  %1382 = icmp eq i32 %1374, 0
  br i1 %1382, label %1383, label %1404

1383:                                             ; preds = %1381
  %1384 = load i8*, i8** %44, align 8, !tbaa !17
  br label %1385

1385:                                             ; preds = %1396, %1383
  %1386 = phi i32 [ 0, %1383 ], [ %1400, %1396 ]
  %1387 = phi i8* [ %1384, %1383 ], [ %1399, %1396 ]
  %1388 = sub i32 32768, %1386
  %1389 = icmp ult i32 %1388, 16384
  %1390 = select i1 %1389, i32 %1388, i32 16384
  %1391 = load i32, i32* %43, align 8, !tbaa !15
  %1392 = zext i32 %1390 to i64
  %1393 = call i64 @read(i32 noundef %1391, i8* noundef %1387, i64 noundef %1392) #14
  %1394 = trunc i64 %1393 to i32
  %1395 = icmp eq i32 %1394, -1
  br i1 %1395, label %1404, label %1396

1396:                                             ; preds = %1385
  %1397 = shl i64 %1393, 32
  %1398 = ashr exact i64 %1397, 32
  %1399 = getelementptr inbounds i8, i8* %1387, i64 %1398
  %1400 = add i32 %1386, %1394
  %1401 = icmp ne i32 %1394, 0
  %1402 = icmp ult i32 %1400, 32768
  %1403 = select i1 %1401, i1 %1402, i1 false
  br i1 %1403, label %1385, label %1404, !llvm.loop !21

1404:                                             ; preds = %1396, %1385, %1381
  %1405 = phi i8* [ %1373, %1381 ], [ %1384, %1385 ], [ %1384, %1396 ]
  %1406 = phi i32 [ %1374, %1381 ], [ %1400, %1396 ], [ 0, %1385 ]
  %1407 = icmp eq i32 %1406, 0
  br i1 %1407, label %1413, label %1408

1408:                                             ; preds = %1404
  %1409 = add i32 %1406, -1
  %1410 = getelementptr inbounds i8, i8* %1405, i64 1
  %1411 = load i8, i8* %1405, align 1, !tbaa !9
  %1412 = zext i8 %1411 to i32
  br label %1413

1413:                                             ; preds = %1408, %1404
  %1414 = phi i8* [ %1405, %1404 ], [ %1410, %1408 ]
  %1415 = phi i32 [ 0, %1404 ], [ %1409, %1408 ]
  %1416 = phi i32 [ -1, %1404 ], [ %1412, %1408 ]
  %1417 = load i64, i64* %49, align 8, !tbaa !36
  %1418 = trunc i64 %1417 to i32
  %1419 = lshr i32 %1418, 16
  %1420 = and i32 %1419, 255
  %1421 = icmp eq i32 %1416, %1420
  br i1 %1421, label %1422, label %1462

1422:                                             ; preds = %1413
  %1423 = icmp eq i32 %1415, 0
  br i1 %1423, label %1424, label %1445

1424:                                             ; preds = %1422
  %1425 = load i8*, i8** %44, align 8, !tbaa !17
  br label %1426

1426:                                             ; preds = %1437, %1424
  %1427 = phi i32 [ 0, %1424 ], [ %1441, %1437 ]
  %1428 = phi i8* [ %1425, %1424 ], [ %1440, %1437 ]
  %1429 = sub i32 32768, %1427
  %1430 = icmp ult i32 %1429, 16384
  %1431 = select i1 %1430, i32 %1429, i32 16384
  %1432 = load i32, i32* %43, align 8, !tbaa !15
  %1433 = zext i32 %1431 to i64
  %1434 = call i64 @read(i32 noundef %1432, i8* noundef %1428, i64 noundef %1433) #14
  %1435 = trunc i64 %1434 to i32
  %1436 = icmp eq i32 %1435, -1
  br i1 %1436, label %1445, label %1437

1437:                                             ; preds = %1426
  %1438 = shl i64 %1434, 32
  %1439 = ashr exact i64 %1438, 32
  %1440 = getelementptr inbounds i8, i8* %1428, i64 %1439
  %1441 = add i32 %1427, %1435
  %1442 = icmp ne i32 %1435, 0
  %1443 = icmp ult i32 %1441, 32768
  %1444 = select i1 %1442, i1 %1443, i1 false
  br i1 %1444, label %1426, label %1445, !llvm.loop !21

1445:                                             ; preds = %1437, %1426, %1422
  %1446 = phi i8* [ %1414, %1422 ], [ %1425, %1426 ], [ %1425, %1437 ]
  %1447 = phi i32 [ %1415, %1422 ], [ %1441, %1437 ], [ 0, %1426 ]
  %1448 = icmp eq i32 %1447, 0
  br i1 %1448, label %1454, label %1449

1449:                                             ; preds = %1445
  %1450 = add i32 %1447, -1
  %1451 = getelementptr inbounds i8, i8* %1446, i64 1
  %1452 = load i8, i8* %1446, align 1, !tbaa !9
  %1453 = zext i8 %1452 to i32
  br label %1454

1454:                                             ; preds = %1449, %1445
  %1455 = phi i8* [ %1446, %1445 ], [ %1451, %1449 ]
  %1456 = phi i32 [ 0, %1445 ], [ %1450, %1449 ]
  %1457 = phi i32 [ -1, %1445 ], [ %1453, %1449 ]
  %1458 = load i64, i64* %49, align 8, !tbaa !36
  %1459 = trunc i64 %1458 to i32
  %1460 = lshr i32 %1459, 24
  %1461 = icmp eq i32 %1457, %1460
  br i1 %1461, label %51, label %1462, !llvm.loop !38

1462:                                             ; preds = %1454, %1413, %1372, %1332
  %1463 = phi i32 [ %1335, %1332 ], [ %1375, %1372 ], [ %1416, %1413 ], [ %1457, %1454 ]
  %1464 = icmp eq i32 %1463, -1
  br i1 %1464, label %1467, label %1465

1465:                                             ; preds = %1462
  %1466 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 6
  store i8* getelementptr inbounds ([23 x i8], [23 x i8]* @.str.27, i64 0, i64 0), i8** %1466, align 8, !tbaa !22
  br label %1467

1467:                                             ; preds = %86, %594, %822, %902, %951, %1122, %1127, %126, %560, %598, %830, %1295, %1298, %1462, %1465
  %1468 = phi i32 [ %54, %126 ], [ %561, %560 ], [ -3, %598 ], [ -3, %830 ], [ -3, %1298 ], [ -5, %1295 ], [ -3, %1465 ], [ -5, %1462 ], [ -5, %822 ], [ -5, %902 ], [ -5, %951 ], [ -5, %1122 ], [ %1129, %1127 ], [ 0, %86 ], [ -5, %594 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %42) #14
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %41) #14
  %1469 = icmp sgt i32 %39, 2
  br i1 %1469, label %1470, label %1472

1470:                                             ; preds = %1467
  %1471 = call i32 @close(i32 noundef %39) #14
  br label %1472

1472:                                             ; preds = %1470, %1467
  %1473 = icmp sgt i32 %23, 2
  br i1 %1473, label %1474, label %1476

1474:                                             ; preds = %1472
  %1475 = call i32 @close(i32 noundef %23) #14
  br label %1476

1476:                                             ; preds = %1474, %1472
  switch i32 %1468, label %1545 [
    i32 0, label %1477
    i32 -1, label %1477
    i32 -3, label %1511
    i32 -4, label %1519
    i32 -5, label %1525
  ]

1477:                                             ; preds = %1476, %1476
  %1478 = and i1 %1473, %1469
  br i1 %1478, label %1479, label %1506

1479:                                             ; preds = %1477
  %1480 = bitcast %struct.stat* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %1480) #14
  %1481 = bitcast %struct.utimbuf* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1481) #14
  %1482 = call i32 @stat(i8* noundef %22, %struct.stat* noundef nonnull %5) #14
  %1483 = icmp eq i32 %1482, 0
  br i1 %1483, label %1484, label %1504

1484:                                             ; preds = %1479
  %1485 = getelementptr inbounds %struct.stat, %struct.stat* %5, i64 0, i32 3
  %1486 = load i32, i32* %1485, align 8, !tbaa !39
  %1487 = and i32 %1486, 61440
  %1488 = icmp eq i32 %1487, 32768
  br i1 %1488, label %1489, label %1504

1489:                                             ; preds = %1484
  %1490 = and i32 %1486, 4095
  %1491 = call i32 @chmod(i8* noundef %38, i32 noundef %1490) #14
  %1492 = getelementptr inbounds %struct.stat, %struct.stat* %5, i64 0, i32 4
  %1493 = load i32, i32* %1492, align 4, !tbaa !42
  %1494 = getelementptr inbounds %struct.stat, %struct.stat* %5, i64 0, i32 5
  %1495 = load i32, i32* %1494, align 8, !tbaa !43
  %1496 = call i32 @chown(i8* noundef %38, i32 noundef %1493, i32 noundef %1495) #14
  %1497 = getelementptr inbounds %struct.stat, %struct.stat* %5, i64 0, i32 11, i32 0
  %1498 = load i64, i64* %1497, align 8, !tbaa !44
  %1499 = getelementptr inbounds %struct.utimbuf, %struct.utimbuf* %6, i64 0, i32 0
  store i64 %1498, i64* %1499, align 8, !tbaa !45
  %1500 = getelementptr inbounds %struct.stat, %struct.stat* %5, i64 0, i32 12, i32 0
  %1501 = load i64, i64* %1500, align 8, !tbaa !47
  %1502 = getelementptr inbounds %struct.utimbuf, %struct.utimbuf* %6, i64 0, i32 1
  store i64 %1501, i64* %1502, align 8, !tbaa !48
  %1503 = call i32 @utime(i8* noundef %38, %struct.utimbuf* noundef nonnull %6) #14
  br label %1504

1504:                                             ; preds = %1479, %1484, %1489
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1481) #14
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %1480) #14
  %1505 = call i32 @unlink(i8* noundef %22) #14
  br label %1506

1506:                                             ; preds = %1504, %1477
  %1507 = icmp eq i32 %1468, -1
  br i1 %1507, label %1508, label %1551

1508:                                             ; preds = %1506
  %1509 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %1510 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %1509, i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @.str.17, i64 0, i64 0), i8* noundef %22) #15
  br label %1551

1511:                                             ; preds = %1476
  br i1 %1469, label %1512, label %1514

1512:                                             ; preds = %1511
  %1513 = call i32 @unlink(i8* noundef %38) #14
  br label %1514

1514:                                             ; preds = %1512, %1511
  %1515 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %1516 = getelementptr inbounds %struct.z_stream_s, %struct.z_stream_s* %0, i64 0, i32 6
  %1517 = load i8*, i8** %1516, align 8, !tbaa !22
  %1518 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %1515, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.18, i64 0, i64 0), i8* noundef %22, i8* noundef %1517) #15
  br label %1551

1519:                                             ; preds = %1476
  br i1 %1469, label %1520, label %1522

1520:                                             ; preds = %1519
  %1521 = call i32 @unlink(i8* noundef %38) #14
  br label %1522

1522:                                             ; preds = %1520, %1519
  %1523 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %1524 = call i64 @fwrite(i8* getelementptr inbounds ([35 x i8], [35 x i8]* @.str.1, i64 0, i64 0), i64 34, i64 1, %struct._IO_FILE* %1523) #15
  br label %1551

1525:                                             ; preds = %1476
  br i1 %1469, label %1526, label %1528

1526:                                             ; preds = %1525
  %1527 = call i32 @unlink(i8* noundef %38) #14
  br label %1528

1528:                                             ; preds = %1526, %1525
  %1529 = load i8*, i8** %45, align 8, !tbaa !18
  %1530 = icmp eq i8* %1529, null
  br i1 %1530, label %1536, label %1531

1531:                                             ; preds = %1528
  %1532 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %1533 = load i32, i32* %40, align 4, !tbaa !13
  %1534 = call i8* @strerror(i32 noundef %1533) #14
  %1535 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %1532, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.19, i64 0, i64 0), i8* noundef %38, i8* noundef %1534) #15
  br label %1551

1536:                                             ; preds = %1528
  %1537 = load i32, i32* %40, align 4, !tbaa !13
  %1538 = icmp eq i32 %1537, 0
  %1539 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  br i1 %1538, label %1543, label %1540

1540:                                             ; preds = %1536
  %1541 = call i8* @strerror(i32 noundef %1537) #14
  %1542 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %1539, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.20, i64 0, i64 0), i8* noundef %22, i8* noundef %1541) #15
  br label %1551

1543:                                             ; preds = %1536
  %1544 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %1539, i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.21, i64 0, i64 0), i8* noundef %22) #15
  br label %1551

1545:                                             ; preds = %1476
  br i1 %1469, label %1546, label %1548

1546:                                             ; preds = %1545
  %1547 = call i32 @unlink(i8* noundef %38) #14
  br label %1548

1548:                                             ; preds = %1546, %1545
  %1549 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %1550 = call i64 @fwrite(i8* getelementptr inbounds ([30 x i8], [30 x i8]* @.str.22, i64 0, i64 0), i64 29, i64 1, %struct._IO_FILE* %1549) #15
  br label %1551

1551:                                             ; preds = %1514, %1508, %1506, %1540, %1543, %1531, %1548, %1522, %33, %18
  %1552 = phi i32 [ 1, %1548 ], [ 1, %1522 ], [ 0, %33 ], [ 0, %18 ], [ 0, %1531 ], [ 0, %1543 ], [ 0, %1540 ], [ 0, %1506 ], [ 0, %1508 ], [ 0, %1514 ]
  ret i32 %1552
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

declare i32 @inflateBackEnd(%struct.z_stream_s* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree
declare noundef i32 @open(i8* nocapture noundef readonly, i32 noundef, ...) local_unnamed_addr #8

declare i32 @close(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @unlink(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nounwind
declare i8* @strerror(i32 noundef) local_unnamed_addr #10

; Function Attrs: nofree nounwind uwtable
define internal i32 @in(i8* nocapture noundef readonly %0, i8** nocapture noundef writeonly %1) #11 {
  %3 = getelementptr inbounds i8, i8* %0, i64 8
  %4 = bitcast i8* %3 to i8**
  %5 = load i8*, i8** %4, align 8, !tbaa !17
  store i8* %5, i8** %1, align 8, !tbaa !5
  %6 = bitcast i8* %0 to i32*
  br label %7

7:                                                ; preds = %18, %2
  %8 = phi i32 [ 0, %2 ], [ %22, %18 ]
  %9 = phi i8* [ %5, %2 ], [ %21, %18 ]
  %10 = sub i32 32768, %8
  %11 = icmp ult i32 %10, 16384
  %12 = select i1 %11, i32 %10, i32 16384
  %13 = load i32, i32* %6, align 8, !tbaa !15
  %14 = zext i32 %12 to i64
  %15 = call i64 @read(i32 noundef %13, i8* noundef %9, i64 noundef %14) #14
  %16 = trunc i64 %15 to i32
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %26, label %18

18:                                               ; preds = %7
  %19 = shl i64 %15, 32
  %20 = ashr exact i64 %19, 32
  %21 = getelementptr inbounds i8, i8* %9, i64 %20
  %22 = add i32 %8, %16
  %23 = icmp ne i32 %16, 0
  %24 = icmp ult i32 %22, 32768
  %25 = select i1 %23, i1 %24, i1 false
  br i1 %25, label %7, label %26, !llvm.loop !21

26:                                               ; preds = %7, %18
  %27 = phi i32 [ %22, %18 ], [ 0, %7 ]
  ret i32 %27
}

declare i64 @crc32(i64 noundef, i8* noundef, i32 noundef) local_unnamed_addr #2

declare i32 @inflateBack(%struct.z_stream_s* noundef, i32 (i8*, i8**)* noundef, i8* noundef, i32 (i8*, i8*, i32)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal i32 @out(i8* nocapture noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = getelementptr inbounds i8, i8* %0, i64 4
  %5 = bitcast i8* %4 to i32*
  %6 = load i32, i32* %5, align 4, !tbaa !25
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, i8* %0, i64 8
  %10 = bitcast i8* %9 to i64*
  %11 = load i64, i64* %10, align 8, !tbaa !35
  %12 = call i64 @crc32(i64 noundef %11, i8* noundef %1, i32 noundef %2) #14
  store i64 %12, i64* %10, align 8, !tbaa !35
  %13 = zext i32 %2 to i64
  %14 = getelementptr inbounds i8, i8* %0, i64 16
  %15 = bitcast i8* %14 to i64*
  %16 = load i64, i64* %15, align 8, !tbaa !36
  %17 = add i64 %16, %13
  store i64 %17, i64* %15, align 8, !tbaa !36
  br label %18

18:                                               ; preds = %8, %3
  %19 = bitcast i8* %0 to i32*
  %20 = load i32, i32* %19, align 8, !tbaa !23
  %21 = icmp eq i32 %20, -1
  br i1 %21, label %38, label %22

22:                                               ; preds = %18, %32
  %23 = phi i8* [ %35, %32 ], [ %1, %18 ]
  %24 = phi i32 [ %36, %32 ], [ %2, %18 ]
  %25 = icmp ult i32 %24, 16384
  %26 = select i1 %25, i32 %24, i32 16384
  %27 = load i32, i32* %19, align 8, !tbaa !23
  %28 = zext i32 %26 to i64
  %29 = call i64 @write(i32 noundef %27, i8* noundef %23, i64 noundef %28) #14
  %30 = trunc i64 %29 to i32
  %31 = icmp eq i32 %30, -1
  br i1 %31, label %38, label %32

32:                                               ; preds = %22
  %33 = shl i64 %29, 32
  %34 = ashr exact i64 %33, 32
  %35 = getelementptr inbounds i8, i8* %23, i64 %34
  %36 = sub i32 %24, %30
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %22, !llvm.loop !49

38:                                               ; preds = %32, %22, %18
  %39 = phi i32 [ 0, %18 ], [ 1, %22 ], [ 0, %32 ]
  ret i32 %39
}

; Function Attrs: nofree
declare noundef i64 @read(i32 noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree
declare noundef i64 @write(i32 noundef, i8* nocapture noundef readonly, i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @stat(i8* nocapture noundef readonly, %struct.stat* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @chmod(i8* nocapture noundef readonly, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @chown(i8* nocapture noundef readonly, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @utime(i8* nocapture noundef readonly, %struct.utimbuf* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #12

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #13

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { argmemonly nofree nounwind willreturn writeonly }
attributes #14 = { nounwind }
attributes #15 = { cold }
attributes #16 = { nounwind readonly willreturn }
attributes #17 = { nounwind readnone willreturn }

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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !14, i64 0}
!16 = !{!"ind", !14, i64 0, !6, i64 8}
!17 = !{!16, !6, i64 8}
!18 = !{!19, !6, i64 0}
!19 = !{!"z_stream_s", !6, i64 0, !14, i64 8, !20, i64 16, !6, i64 24, !14, i64 32, !20, i64 40, !6, i64 48, !6, i64 56, !6, i64 64, !6, i64 72, !6, i64 80, !14, i64 88, !20, i64 96, !20, i64 104}
!20 = !{!"long", !7, i64 0}
!21 = distinct !{!21, !11, !12}
!22 = !{!19, !6, i64 48}
!23 = !{!24, !14, i64 0}
!24 = !{!"outd", !14, i64 0, !14, i64 4, !20, i64 8, !20, i64 16}
!25 = !{!24, !14, i64 4}
!26 = distinct !{!26, !12}
!27 = !{!28, !28, i64 0}
!28 = !{!"short", !7, i64 0}
!29 = distinct !{!29, !11, !12}
!30 = distinct !{!30, !11, !12}
!31 = distinct !{!31, !11, !12}
!32 = distinct !{!32, !11, !12}
!33 = distinct !{!33, !11, !12}
!34 = distinct !{!34, !11, !12}
!35 = !{!24, !20, i64 8}
!36 = !{!24, !20, i64 16}
!37 = !{!19, !14, i64 8}
!38 = distinct !{!38, !12}
!39 = !{!40, !14, i64 24}
!40 = !{!"stat", !20, i64 0, !20, i64 8, !20, i64 16, !14, i64 24, !14, i64 28, !14, i64 32, !14, i64 36, !20, i64 40, !20, i64 48, !20, i64 56, !20, i64 64, !41, i64 72, !41, i64 88, !41, i64 104, !7, i64 120}
!41 = !{!"timespec", !20, i64 0, !20, i64 8}
!42 = !{!40, !14, i64 28}
!43 = !{!40, !14, i64 32}
!44 = !{!40, !20, i64 72}
!45 = !{!46, !20, i64 0}
!46 = !{!"utimbuf", !20, i64 0, !20, i64 8}
!47 = !{!40, !20, i64 88}
!48 = !{!46, !20, i64 8}
!49 = distinct !{!49, !11, !12}
