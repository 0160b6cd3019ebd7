; ModuleID = 'stats.c'
source_filename = "stats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.samples = type { i8*, float*, i64, [16 x i32] }

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @samples_clear(%struct.samples* nocapture noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 3, i64 0
  %3 = bitcast i32* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  %4 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 2
  %5 = load i64, i64* %4, align 8, !tbaa !5
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %12, label %7

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 1
  %9 = bitcast float** %8 to i8**
  %10 = load i8*, i8** %9, align 8, !tbaa !11
  %11 = shl nuw i64 %5, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %10, i8 0, i64 %11, i1 false), !tbaa !12
  br label %12

12:                                               ; preds = %7, %1
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @samples_scale(%struct.samples* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %19, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 2
  %6 = load i64, i64* %5, align 8, !tbaa !5
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %19, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 1
  %10 = load float*, float** %9, align 8, !tbaa !11
  %11 = sitofp i32 %1 to float
  br label %12

12:                                               ; preds = %8, %12
  %13 = phi i64 [ 0, %8 ], [ %17, %12 ]
  %14 = getelementptr inbounds float, float* %10, i64 %13
  %15 = load float, float* %14, align 4, !tbaa !12
  %16 = fmul float %15, %11
  store float %16, float* %14, align 4, !tbaa !12
  %17 = add nuw i64 %13, 1
  %18 = icmp eq i64 %17, %6
  br i1 %18, label %19, label %12, !llvm.loop !14

19:                                               ; preds = %12, %4, %2
  %20 = phi i32 [ -1, %2 ], [ 0, %4 ], [ 0, %12 ]
  ret i32 %20
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local float @samples_total(%struct.samples* nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 2
  %3 = load i64, i64* %2, align 8, !tbaa !5
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 1
  %7 = load float*, float** %6, align 8, !tbaa !11
  br label %10

8:                                                ; preds = %10, %1
  %9 = phi float [ 0.000000e+00, %1 ], [ %15, %10 ]
  ret float %9

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %16, %10 ]
  %12 = phi float [ 0.000000e+00, %5 ], [ %15, %10 ]
  %13 = getelementptr inbounds float, float* %7, i64 %11
  %14 = load float, float* %13, align 4, !tbaa !12
  %15 = fadd float %12, %14
  %16 = add nuw i64 %11, 1
  %17 = icmp eq i64 %16, %3
  br i1 %17, label %8, label %10, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local float @samples_mean(%struct.samples* nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 2
  %3 = load i64, i64* %2, align 8, !tbaa !5
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %19, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 1
  %7 = load float*, float** %6, align 8, !tbaa !11
  br label %8

8:                                                ; preds = %8, %5
  %9 = phi i64 [ 0, %5 ], [ %14, %8 ]
  %10 = phi float [ 0.000000e+00, %5 ], [ %13, %8 ]
  %11 = getelementptr inbounds float, float* %7, i64 %9
  %12 = load float, float* %11, align 4, !tbaa !12
  %13 = fadd float %10, %12
  %14 = add nuw i64 %9, 1
  %15 = icmp eq i64 %14, %3
  br i1 %15, label %16, label %8, !llvm.loop !17

16:                                               ; preds = %8
  %17 = uitofp i64 %3 to float
  %18 = fdiv float %13, %17
  br label %19

19:                                               ; preds = %1, %16
  %20 = phi float [ %18, %16 ], [ 0.000000e+00, %1 ]
  ret float %20
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @samples_fill_histogram(%struct.samples* nocapture noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 2
  %5 = load i64, i64* %4, align 8, !tbaa !5
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %11, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 1
  %9 = load float*, float** %8, align 8, !tbaa !11
  %10 = fsub float %2, %1
  br label %12

11:                                               ; preds = %24, %3
  ret void

12:                                               ; preds = %7, %24
  %13 = phi i64 [ 0, %7 ], [ %30, %24 ]
  %14 = getelementptr inbounds float, float* %9, i64 %13
  %15 = load float, float* %14, align 4, !tbaa !12
  %16 = fcmp ugt float %15, %1
  br i1 %16, label %17, label %24

17:                                               ; preds = %12
  %18 = fcmp ult float %15, %2
  br i1 %18, label %19, label %24

19:                                               ; preds = %17
  %20 = fsub float %15, %1
  %21 = fdiv float %20, %10
  %22 = fmul float %21, 1.500000e+01
  %23 = fptoui float %22 to i32
  br label %24

24:                                               ; preds = %12, %17, %19
  %25 = phi i32 [ %23, %19 ], [ 0, %12 ], [ 15, %17 ]
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 3, i64 %26
  %28 = load i32, i32* %27, align 4, !tbaa !18
  %29 = add i32 %28, 1
  store i32 %29, i32* %27, align 4, !tbaa !18
  %30 = add nuw i64 %13, 1
  %31 = icmp eq i64 %30, %5
  br i1 %31, label %11, label %12, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @samples_checksum(%struct.samples* nocapture noundef readonly %0) local_unnamed_addr #3 {
  br label %3

2:                                                ; preds = %3
  ret i32 %9

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %10, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %6 = mul i32 %5, 31
  %7 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 3, i64 %4
  %8 = load i32, i32* %7, align 4, !tbaa !18
  %9 = add i32 %8, %6
  %10 = add nuw nsw i64 %4, 1
  %11 = icmp eq i64 %10, 16
  br i1 %11, label %2, label %3, !llvm.loop !21
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define dso_local i64 @samples_name_length(%struct.samples* nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds %struct.samples, %struct.samples* %0, i64 0, i32 0
  %3 = load i8*, i8** %2, align 8, !tbaa !22
  %4 = icmp eq i8* %3, null
  br i1 %4, label %7, label %5

5:                                                ; preds = %1
  %6 = call i64 @strlen(i8* noundef nonnull %3) #6
  br label %7

7:                                                ; preds = %1, %5
  %8 = phi i64 [ %6, %5 ], [ 0, %1 ]
  ret i64 %8
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #5

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 16}
!6 = !{!"samples", !7, i64 0, !7, i64 8, !10, i64 16, !8, i64 24}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !7, i64 8}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !8, i64 0}
!20 = distinct !{!20, !15, !16}
!21 = distinct !{!21, !15, !16}
!22 = !{!6, !7, i64 0}
