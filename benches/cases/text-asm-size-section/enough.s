	.file	"enough.c"
	.text
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"enough.c"
.LC1:
	.string	"ret >= 0 && \"out of memory\""
.LC2:
	.string	"s->size != 0 && \"overflow\""
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC3:
	.string	"s->str != NULL && \"out of memory\""
	.text
	.p2align 4
	.type	string_printf.constprop.0, @function
string_printf.constprop.0:
.LFB33:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rsi, %rbx
	subq	$208, %rsp
	.cfi_def_cfa_offset 240
	movq	%rdx, 48(%rsp)
	movq	%rcx, 56(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r9, 72(%rsp)
	testb	%al, %al
	je	.L8
	movaps	%xmm0, 80(%rsp)
	movaps	%xmm1, 96(%rsp)
	movaps	%xmm2, 112(%rsp)
	movaps	%xmm3, 128(%rsp)
	movaps	%xmm4, 144(%rsp)
	movaps	%xmm5, 160(%rsp)
	movaps	%xmm6, 176(%rsp)
	movaps	%xmm7, 192(%rsp)
.L8:
	movq	48+g(%rip), %r12
	leaq	8(%rsp), %rbp
	movq	%rbx, %rdx
	movq	40+g(%rip), %rsi
	movq	32+g(%rip), %rdi
	leaq	240(%rsp), %rax
	movq	%rbp, %rcx
	movl	$16, 8(%rsp)
	movq	%rax, 16(%rsp)
	subq	%r12, %rsi
	leaq	32(%rsp), %rax
	addq	%r12, %rdi
	movl	$48, 12(%rsp)
	movq	%rax, 24(%rsp)
	call	vsnprintf@PLT
	testl	%eax, %eax
	js	.L12
	cltq
	movq	40+g(%rip), %rsi
	addq	48+g(%rip), %rax
	movq	%rax, 48+g(%rip)
	addq	$1, %rax
	cmpq	%rax, %rsi
	jnb	.L1
	.p2align 4,,10
	.p2align 3
.L6:
	addq	%rsi, %rsi
	je	.L13
	cmpq	%rax, %rsi
	jb	.L6
	movq	32+g(%rip), %rdi
	movq	%rsi, 40+g(%rip)
	call	realloc@PLT
	movq	%rax, 32+g(%rip)
	testq	%rax, %rax
	je	.L14
	movq	40+g(%rip), %rsi
	leaq	(%rax,%r12), %rdi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	subq	%r12, %rsi
	call	vsnprintf@PLT
.L1:
	addq	$208, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L13:
	.cfi_restore_state
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$214, %edx
	leaq	.LC0(%rip), %rsi
	movq	$0, 40+g(%rip)
	leaq	.LC2(%rip), %rdi
	call	__assert_fail@PLT
.L12:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$209, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC1(%rip), %rdi
	call	__assert_fail@PLT
.L14:
	leaq	__PRETTY_FUNCTION__.1(%rip), %rcx
	movl	$217, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC3(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE33:
	.size	string_printf.constprop.0, .-string_printf.constprop.0
	.section	.rodata.str1.1
.LC4:
	.string	"rem == left"
.LC5:
	.string	"(left & 1) == 0"
.LC6:
	.string	"<%u, %u, %u>:"
.LC7:
	.string	"\n"
.LC8:
	.string	" %d[%d]"
	.section	.rodata.str1.8
	.align 8
.LC9:
	.string	"vector != NULL && \"out of memory\""
	.text
	.p2align 4
	.type	examine, @function
examine:
.LFB30:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	%edx, %r14d
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movl	%r8d, %r13d
	movslq	%edx, %r8
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movl	%ecx, %r12d
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movl	%esi, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	cmpl	%esi, %edi
	jne	.L16
	movq	56+g(%rip), %rdx
	leaq	0(,%r8,4), %rbx
	addq	%rbx, %rdx
	movl	%esi, (%rdx)
	cmpl	%r13d, %esi
	jle	.L46
	movl	%r14d, %ecx
	movl	$1, %eax
	subl	4+g(%rip), %ecx
	sall	%cl, %eax
	jmp	.L18
	.p2align 4,,10
	.p2align 3
.L47:
	movl	%eax, %r13d
.L18:
	subl	%r13d, %ebp
	addl	%eax, %r12d
	cmpl	%eax, %ebp
	jg	.L47
.L17:
	cmpl	%eax, %ebp
	jne	.L68
	cmpl	%r12d, 8+g(%rip)
	jg	.L20
	jl	.L69
.L21:
	movl	g(%rip), %esi
	movl	$1, %eax
	movl	%esi, %ecx
	sall	%cl, %eax
	movl	4+g(%rip), %ecx
	cmpl	%ecx, %esi
	jle	.L48
	movq	56+g(%rip), %rdi
	movslq	%esi, %rdx
	leaq	(%rdi,%rdx,4), %rdx
	movl	(%rdx), %edi
	subl	%edi, %eax
	testb	$1, %al
	jne	.L24
	subl	$1, %esi
	movq	%rdx, %r8
	subl	%ecx, %esi
	salq	$2, %rsi
	subq	%rsi, %r8
	jmp	.L25
	.p2align 4,,10
	.p2align 3
.L26:
	movl	-4(%rdx), %esi
	subq	$4, %rdx
	subl	%esi, %eax
	addl	%esi, %edi
	testb	$1, %al
	jne	.L24
.L25:
	sarl	%eax
	cmpq	%rdx, %r8
	jne	.L26
.L22:
	movl	$1, %edx
	leaq	32+g(%rip), %r13
	leaq	.LC6(%rip), %rsi
	sall	%cl, %edx
	leaq	-32(%r13), %r15
	leaq	.LC8(%rip), %r14
	addl	$1, %ecx
	subl	%eax, %edx
	xorl	%eax, %eax
	leal	(%rdx,%rdx), %r8d
	movl	%edi, %edx
	movq	%r13, %rdi
	call	string_printf.constprop.0
	movl	4+g(%rip), %eax
	leal	1(%rax), %ebp
	movslq	%ebp, %r12
	salq	$2, %r12
	cmpl	%ebp, g(%rip)
	jge	.L29
	jmp	.L30
	.p2align 4,,10
	.p2align 3
.L28:
	addl	$1, %ebp
	addq	$4, %r12
	cmpl	%ebp, (%r15)
	jl	.L30
.L29:
	movq	56+g(%rip), %rax
	movl	(%rax,%r12), %edx
	testl	%edx, %edx
	je	.L28
	movl	%ebp, %ecx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	string_printf.constprop.0
	addl	$1, %ebp
	addq	$4, %r12
	cmpl	%ebp, (%r15)
	jge	.L29
.L30:
	leaq	.LC7(%rip), %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	string_printf.constprop.0
	addq	56+g(%rip), %rbx
	movq	%rbx, %rdx
.L20:
	movl	$0, (%rdx)
.L15:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L16:
	.cfi_restore_state
	movl	4+g(%rip), %ecx
	movl	$1, %r9d
	movl	%r13d, %ebx
	movl	%edi, %r15d
	movl	%r9d, %eax
	sarl	%ebx
	sall	%cl, %eax
	movl	%r12d, %ecx
	subl	%eax, %ecx
	movl	%ecx, %eax
	sarl	%ecx
	sarl	$4, %eax
	andl	$7, %ecx
	addl	%ebx, %eax
	movslq	%ebx, %rbx
	sall	%cl, %r9d
	cltq
	leaq	1(%rax), %rdx
	imulq	%rdx, %rax
	leal	-2(%rdi), %edx
	sarl	%edx
	movslq	%edx, %rdx
	shrq	%rax
	addq	%rax, %rbx
	leal	-1(%rdi), %eax
	sarl	%eax
	cltq
	imulq	%rdx, %rax
	movl	%esi, %edx
	sarl	%edx
	movslq	%edx, %rdx
	leaq	-1(%rax,%rdx), %rdx
	movl	g(%rip), %eax
	subl	$1, %eax
	cltq
	imulq	%rdx, %rax
	movq	72+g(%rip), %rdx
	leaq	-1(%r8,%rax), %r10
	salq	$4, %r10
	addq	%r10, %rdx
	movq	(%rdx), %rcx
	cmpq	%rcx, %rbx
	jb	.L70
	testq	%rcx, %rcx
	jne	.L34
	movl	$16, %ecx
	cmpq	$15, %rbx
	jbe	.L36
	.p2align 4,,10
	.p2align 3
.L35:
	addq	%rcx, %rcx
	cmpq	%rcx, %rbx
	jnb	.L35
.L36:
	movq	%rcx, %rdi
	movl	$1, %esi
	movq	%r8, 32(%rsp)
	movq	%rdx, 24(%rsp)
	movl	%r9d, 16(%rsp)
	movq	%rcx, 8(%rsp)
	call	calloc@PLT
	movq	8(%rsp), %rcx
	movl	16(%rsp), %r9d
	testq	%rax, %rax
	movq	24(%rsp), %rdx
	movq	32(%rsp), %r8
	movq	%rax, %r11
	jne	.L38
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$344, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC9(%rip), %rdi
	call	__assert_fail@PLT
	.p2align 4,,10
	.p2align 3
.L34:
	addq	%rcx, %rcx
	cmpq	%rcx, %rbx
	jnb	.L34
	movq	8(%rdx), %rdi
	movq	%rcx, %rsi
	movl	%r9d, 32(%rsp)
	movq	%r10, 24(%rsp)
	movq	%r8, 16(%rsp)
	movq	%rcx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rcx
	movq	16(%rsp), %r8
	testq	%rax, %rax
	movq	24(%rsp), %r10
	movl	32(%rsp), %r9d
	movq	%rax, %r11
	je	.L71
	movq	72+g(%rip), %rax
	movq	%rcx, %rdx
	xorl	%esi, %esi
	movq	%r8, 40(%rsp)
	movl	%r9d, 32(%rsp)
	movq	(%rax,%r10), %rdi
	movq	%rcx, 16(%rsp)
	movq	%r11, 8(%rsp)
	subq	%rdi, %rdx
	addq	%r11, %rdi
	movq	%r10, 24(%rsp)
	call	memset@PLT
	movq	8(%rsp), %r11
	movq	16(%rsp), %rcx
	movl	32(%rsp), %r9d
	movq	40(%rsp), %r8
	movq	24(%rsp), %rdx
	addq	72+g(%rip), %rdx
.L38:
	addq	%r11, %rbx
	movq	%rcx, (%rdx)
	movq	%r11, 8(%rdx)
	movzbl	(%rbx), %eax
.L33:
	orl	%r9d, %eax
	leal	(%rbp,%rbp), %r10d
	movslq	%r15d, %rdx
	movb	%al, (%rbx)
	movl	g(%rip), %ecx
	subl	%r15d, %r10d
	movl	$0, %ebx
	cmovns	%r10d, %ebx
	movslq	%ebp, %rax
	subl	%r14d, %ecx
	salq	%cl, %rax
	subq	%rdx, %rax
	movl	$1, %edx
	salq	%cl, %rdx
	leaq	-1(%rdx), %rcx
	xorl	%edx, %edx
	divq	%rcx
	movl	%eax, %edx
	cmpl	%r13d, %ebx
	jle	.L50
	movl	%r14d, %ecx
	movl	$1, %r9d
	subl	4+g(%rip), %ecx
	sall	%cl, %r9d
	movl	%ebx, %ecx
	jmp	.L40
	.p2align 4,,10
	.p2align 3
.L51:
	movl	%r9d, %r13d
.L40:
	subl	%r13d, %ecx
	addl	%r9d, %r12d
	cmpl	%r9d, %ecx
	jg	.L51
.L39:
	subl	%ecx, %r9d
	leaq	0(,%r8,4), %r13
	cmpl	%eax, %ebx
	jg	.L44
	leal	1(%r14), %eax
	subl	%ebx, %ebp
	movl	%edx, 8(%rsp)
	movl	%eax, 24(%rsp)
	addl	%ebp, %ebp
	movq	%r8, 32(%rsp)
	movl	%r15d, 16(%rsp)
	movl	%ebp, %r15d
	movl	%r9d, %ebp
.L43:
	movq	56+g(%rip), %rdx
	movl	16(%rsp), %edi
	movl	%ebx, (%rdx,%r13)
	subl	%ebx, %edi
	testl	%ebp, %ebp
	je	.L42
	movl	%r14d, %ecx
	movl	$1, %eax
	movl	24(%rsp), %edx
	movl	%r15d, %esi
	subl	4+g(%rip), %ecx
	leal	(%rbp,%rbp), %r8d
	sall	%cl, %eax
	movl	%eax, %ecx
	addl	%r12d, %ecx
	call	examine
.L45:
	subl	$1, %ebp
	addl	$1, %ebx
	subl	$2, %r15d
	cmpl	%ebx, 8(%rsp)
	jge	.L43
	movq	32(%rsp), %r8
.L44:
	movq	56+g(%rip), %rax
	movl	$0, (%rax,%r8,4)
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L70:
	.cfi_restore_state
	addq	8(%rdx), %rbx
	movsbl	(%rbx), %edx
	movl	%edx, %eax
	testl	%r9d, %edx
	je	.L33
	jmp	.L15
	.p2align 4,,10
	.p2align 3
.L42:
	movl	24(%rsp), %edx
	movl	%r12d, %ecx
	xorl	%r8d, %r8d
	movl	%r15d, %esi
	movl	$1, %ebp
	call	examine
	movl	%r14d, %ecx
	subl	4+g(%rip), %ecx
	sall	%cl, %ebp
	addl	%ebp, %r12d
	jmp	.L45
	.p2align 4,,10
	.p2align 3
.L69:
	movq	32+g(%rip), %rax
	movl	%r12d, 8+g(%rip)
	movb	$0, (%rax)
	movq	$0, 48+g(%rip)
	jmp	.L21
.L46:
	movl	%r13d, %eax
	jmp	.L17
.L50:
	movl	%ebx, %ecx
	movl	%r13d, %r9d
	jmp	.L39
.L48:
	xorl	%edi, %edi
	jmp	.L22
.L24:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$390, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC5(%rip), %rdi
	call	__assert_fail@PLT
.L71:
	leaq	__PRETTY_FUNCTION__.0(%rip), %rcx
	movl	$334, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC9(%rip), %rdi
	call	__assert_fail@PLT
.L68:
	leaq	__PRETTY_FUNCTION__.2(%rip), %rcx
	movl	$373, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC4(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE30:
	.size	examine, .-examine
	.section	.rodata.str1.8
	.align 8
.LC10:
	.string	"syms > left && left > 0 && len < g.max"
	.section	.rodata.str1.1
.LC11:
	.string	"sum != 0"
	.text
	.p2align 4
	.type	count, @function
count:
.LFB28:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	cmpl	%esi, %edi
	je	.L81
	jle	.L74
	movl	%esi, %ebx
	testl	%esi, %esi
	jle	.L74
	movl	g(%rip), %ecx
	movl	%edx, %r13d
	cmpl	%edx, %ecx
	jle	.L74
	leal	-1(%rdi), %eax
	leal	-2(%rdi), %edx
	movl	%edi, %r12d
	sarl	%eax
	sarl	%edx
	movslq	%edx, %rdx
	cltq
	imulq	%rdx, %rax
	movl	%esi, %edx
	sarl	%edx
	movslq	%edx, %rdx
	leaq	-1(%rax,%rdx), %rax
	leal	-1(%rcx), %edx
	movslq	%edx, %rdx
	imulq	%rdx, %rax
	movslq	%r13d, %rdx
	leaq	-1(%rax,%rdx), %rdx
	movq	64+g(%rip), %rax
	leaq	(%rax,%rdx,8), %r15
	movq	(%r15), %r14
	testq	%r14, %r14
	jne	.L72
	leal	(%rsi,%rsi), %ebp
	movl	$0, %eax
	movslq	%edi, %rdx
	subl	%edi, %ebp
	cmovs	%eax, %ebp
	subl	%r13d, %ecx
	movslq	%esi, %rax
	addl	$1, %r13d
	salq	%cl, %rax
	subq	%rdx, %rax
	movl	$1, %edx
	subl	%ebp, %ebx
	salq	%cl, %rdx
	addl	%ebx, %ebx
	leaq	-1(%rdx), %rcx
	xorl	%edx, %edx
	divq	%rcx
	movl	%eax, %ecx
	cmpl	%eax, %ebp
	jg	.L80
.L79:
	movl	%r12d, %edi
	movl	%r13d, %edx
	movl	%ebx, %esi
	movl	%ecx, 12(%rsp)
	subl	%ebp, %edi
	call	count
	xorl	%edx, %edx
	addq	%rax, %r14
	setc	%dl
	cmpq	$-1, %rax
	je	.L82
	testq	%rdx, %rdx
	jne	.L82
	movl	12(%rsp), %ecx
	addl	$1, %ebp
	subl	$2, %ebx
	cmpl	%ebp, %ecx
	jge	.L79
	testq	%r14, %r14
	je	.L80
	movq	%r14, (%r15)
.L72:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r14, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L81:
	.cfi_restore_state
	movl	$1, %r14d
	jmp	.L72
	.p2align 4,,10
	.p2align 3
.L80:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$297, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC11(%rip), %rdi
	call	__assert_fail@PLT
	.p2align 4,,10
	.p2align 3
.L82:
	movq	$-1, %r14
	jmp	.L72
.L74:
	leaq	__PRETTY_FUNCTION__.3(%rip), %rcx
	movl	$267, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC10(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE28:
	.section	.rodata.str1.8
	.size	count, .-count
	.align 8
.LC13:
	.string	"invalid arguments, need: [sym >= 2 [root >= 1 [max >= 1]]]\n"
	.align 8
.LC14:
	.string	"abort: code length too long for internal types\n"
	.align 8
.LC15:
	.string	"%d symbols cannot be coded in %d bits\n"
	.align 8
.LC16:
	.string	"g.code != NULL && \"out of memory\""
	.align 8
.LC17:
	.string	"g.size <= (size_t)-1 / n && \"overflow\""
	.align 8
.LC18:
	.string	"g.num != NULL && \"out of memory\""
	.align 8
.LC19:
	.string	"got != (big_t)-1 && sum >= got && \"overflow\""
	.align 8
.LC20:
	.string	"%ju total codes for 2 to %d symbols"
	.section	.rodata.str1.1
.LC21:
	.string	" (%d-bit length limit)\n"
.LC22:
	.string	" (no length limit)"
	.section	.rodata.str1.8
	.align 8
.LC23:
	.string	"g.done != NULL && \"out of memory\""
	.align 8
.LC24:
	.string	"maximum of %d table entries for root = %d\n"
	.align 8
.LC25:
	.string	"cannot handle minimum code lengths > root"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB32:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movl	%edi, %ebx
	movl	$16, %edi
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movups	%xmm0, 56+g(%rip)
	movq	$0, 72+g(%rip)
	movq	$16, 40+g(%rip)
	call	malloc@PLT
	movq	%rax, 32+g(%rip)
	testq	%rax, %rax
	je	.L158
	movb	$0, (%rax)
	movq	.LC12(%rip), %rax
	movl	$286, %ebp
	movq	$0, 48+g(%rip)
	movq	%rax, g(%rip)
	cmpl	$1, %ebx
	jg	.L159
.L97:
	movl	g(%rip), %eax
	testl	%eax, %eax
	jle	.L104
	cmpl	%ebp, %eax
	jl	.L105
	leal	-1(%rbp), %eax
	movl	%eax, g(%rip)
.L105:
	cmpl	$64, %eax
	jg	.L106
	leal	-1(%rax), %ebx
	leal	-2(%rbp), %esi
	orq	$-1, %rdx
	movl	%ebx, %ecx
	movslq	%esi, %rsi
	shrq	%cl, %rdx
	cmpq	%rdx, %rsi
	jnb	.L106
	movl	$1, %edx
	movl	%eax, %ecx
	leal	-1(%rbp), %r13d
	salq	%cl, %rdx
	movslq	%r13d, %rsi
	subq	$1, %rdx
	cmpq	%rsi, %rdx
	jb	.L160
	addl	$1, %eax
	movl	$4, %esi
	movslq	%eax, %rdi
	call	calloc@PLT
	movq	%rax, 56+g(%rip)
	testq	%rax, %rax
	je	.L161
	cmpl	$2, %ebp
	je	.L162
	movl	%ebp, %edi
	movl	%r13d, %eax
	movslq	%ebx, %rbx
	sarl	%edi
	sarl	%eax
	cltq
	movslq	%edi, %rdi
	imulq	%rax, %rdi
	movq	%rdi, %rax
	movq	%rdi, 16+g(%rip)
	mulq	%rbx
	movq	%rax, %rdi
	jo	.L114
	movl	$8, %esi
	movq	%rax, 16+g(%rip)
	call	calloc@PLT
	movq	%rax, 64+g(%rip)
	testq	%rax, %rax
	je	.L163
.L112:
	movl	$2, %r12d
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L120:
	movl	$1, %edx
	movl	$2, %esi
	movl	%r12d, %edi
	call	count
	xorl	%edx, %edx
	addq	%rax, %rbx
	setc	%dl
	cmpq	$-1, %rax
	je	.L144
	testq	%rdx, %rdx
	jne	.L144
	addl	$1, %r12d
	cmpl	%ebp, %r12d
	jle	.L120
	movq	%rbx, %rsi
	movl	%ebp, %edx
	leaq	.LC20(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	g(%rip), %esi
	cmpl	%esi, %r13d
	jle	.L121
	leaq	.LC21(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L122:
	cmpl	$2, %ebp
	jne	.L123
	xorl	%r10d, %r10d
	movq	%r10, 72+g(%rip)
.L124:
	movl	g(%rip), %esi
	cmpl	%esi, 4+g(%rip)
	jle	.L125
	movl	%esi, 4+g(%rip)
.L125:
	movl	4+g(%rip), %ecx
	movslq	%ebp, %rax
	addl	$1, %ecx
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L126
	movq	56+g(%rip), %rdx
	leaq	g(%rip), %r12
	testl	%esi, %esi
	js	.L131
.L130:
	xorl	%r8d, %r8d
	movl	%r8d, (%rdx,%rax,4)
	addq	$1, %rax
	cmpl	%eax, (%r12)
	jge	.L130
.L131:
	movq	32+g(%rip), %rax
	xorl	%r9d, %r9d
	movb	$0, (%rax)
	movl	4+g(%rip), %ecx
	movl	$1, %eax
	movq	%r9, 48+g(%rip)
	sall	%cl, %eax
	cmpl	g(%rip), %ecx
	movl	%eax, 8+g(%rip)
	jge	.L129
	movl	$3, %r13d
.L128:
	cmpl	%ebp, %r13d
	jg	.L129
	leal	-1(%r13), %r15d
	leal	-2(%r13), %eax
	movl	$2, %ebx
	sarl	%r15d
	sarl	%eax
	leal	-4(%r13,%r13), %r14d
	leaq	g(%rip), %r12
	movslq	%r15d, %r15
	cltq
	imulq	%rax, %r15
	subq	$1, %r15
	jmp	.L135
	.p2align 4,,10
	.p2align 3
.L133:
	cmpq	$0, -8(%rdi,%rax)
	je	.L134
	leal	(%rbx,%rbx), %eax
	cmpl	%eax, %r13d
	jle	.L164
.L134:
	addl	$2, %ebx
	subl	$4, %r14d
	cmpl	%ebx, %r13d
	jle	.L165
.L135:
	movl	(%r12), %esi
	movl	%ebx, %eax
	leal	1(%rcx), %edx
	movq	64+g(%rip), %rdi
	sarl	%eax
	cltq
	leal	-1(%rsi), %r8d
	movslq	%r8d, %r8
	addq	%r15, %rax
	imulq	%r8, %rax
	movslq	%edx, %r8
	leaq	-1(%rax,%r8), %r8
	leaq	0(,%r8,8), %rax
	cmpl	%esi, %edx
	jge	.L133
	cmpq	$0, (%rdi,%r8,8)
	je	.L133
	movq	%rax, 8(%rsp)
	movl	$1, %eax
	movl	%r13d, %edi
	xorl	%r8d, %r8d
	sall	%cl, %eax
	movl	%ebx, %esi
	movl	%eax, %ecx
	call	examine
	movl	4+g(%rip), %ecx
	movq	8(%rsp), %rax
	movq	64+g(%rip), %rdi
	jmp	.L133
.L159:
	movq	8(%r12), %rdi
	movl	$10, %edx
	xorl	%esi, %esi
	call	strtol@PLT
	movq	%rax, %r13
	movl	%eax, %ebp
	cmpl	$2, %ebx
	je	.L99
	movq	16(%r12), %rdi
	movl	$10, %edx
	xorl	%esi, %esi
	call	strtol@PLT
	movl	%eax, 4+g(%rip)
	cmpl	$3, %ebx
	jne	.L166
.L99:
	cmpl	$4, %ebx
	jg	.L104
	subl	$1, %r13d
	jle	.L104
	cmpl	$0, 4+g(%rip)
	jg	.L97
.L104:
	movq	stderr(%rip), %rcx
	movl	$59, %edx
	movl	$1, %esi
	leaq	.LC13(%rip), %rdi
	call	fwrite@PLT
.L103:
	movl	$1, %eax
.L95:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L106:
	.cfi_restore_state
	movq	stderr(%rip), %rcx
	movl	$47, %edx
	movl	$1, %esi
	leaq	.LC14(%rip), %rdi
	call	fwrite@PLT
	jmp	.L103
.L166:
	movq	24(%r12), %rdi
	movl	$10, %edx
	xorl	%esi, %esi
	call	strtol@PLT
	movl	%eax, g(%rip)
	jmp	.L99
.L160:
	movq	stderr(%rip), %rdi
	movl	%eax, %ecx
	movl	%ebp, %edx
	leaq	.LC15(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L103
.L129:
	movl	8+g(%rip), %esi
	leaq	.LC24(%rip), %rdi
	movl	%ecx, %edx
	xorl	%eax, %eax
	call	printf@PLT
	movq	stdout(%rip), %rsi
	movq	32+g(%rip), %rdi
	call	fputs@PLT
.L132:
	cmpq	$0, 72+g(%rip)
	je	.L137
	cmpq	$0, 16+g(%rip)
	je	.L167
	movq	72+g(%rip), %rdi
	xorl	%ebx, %ebx
	jmp	.L138
	.p2align 4,,10
	.p2align 3
.L139:
	addq	$1, %rbx
	cmpq	16+g(%rip), %rbx
	jnb	.L140
.L138:
	movq	%rbx, %rax
	salq	$4, %rax
	addq	%rdi, %rax
	cmpq	$0, (%rax)
	je	.L139
	movq	8(%rax), %rdi
	call	free@PLT
	movq	72+g(%rip), %rdi
	jmp	.L139
.L167:
	movq	72+g(%rip), %rdi
.L140:
	xorl	%esi, %esi
	movq	%rsi, 16+g(%rip)
	call	free@PLT
	xorl	%edi, %edi
	movq	%rdi, 72+g(%rip)
.L137:
	movq	64+g(%rip), %rdi
	call	free@PLT
	movq	56+g(%rip), %rdi
	xorl	%eax, %eax
	movq	%rax, 64+g(%rip)
	call	free@PLT
	movq	32+g(%rip), %rdi
	xorl	%edx, %edx
	movq	%rdx, 56+g(%rip)
	call	free@PLT
	xorl	%ecx, %ecx
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	movq	%rcx, 32+g(%rip)
	movups	%xmm0, 40+g(%rip)
	jmp	.L95
.L126:
	movq	stderr(%rip), %rcx
	movl	$41, %edx
	movl	$1, %esi
	leaq	.LC25(%rip), %rdi
	call	fwrite@PLT
	jmp	.L132
.L121:
	leaq	.LC22(%rip), %rdi
	call	puts@PLT
	jmp	.L122
.L123:
	movq	16+g(%rip), %rdi
	movl	$16, %esi
	call	calloc@PLT
	movq	%rax, 72+g(%rip)
	testq	%rax, %rax
	jne	.L124
	leaq	__PRETTY_FUNCTION__.5(%rip), %rcx
	movl	$583, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC23(%rip), %rdi
	call	__assert_fail@PLT
.L162:
	xorl	%r11d, %r11d
	movq	%r11, 64+g(%rip)
	jmp	.L112
.L165:
	addl	$1, %r13d
	jmp	.L128
.L164:
	movl	$1, %eax
	leal	1(%rcx), %edx
	xorl	%r8d, %r8d
	movl	%r14d, %esi
	sall	%cl, %eax
	movl	%r14d, %edi
	movl	%eax, %ecx
	call	examine
	movl	4+g(%rip), %ecx
	jmp	.L134
.L163:
	leaq	__PRETTY_FUNCTION__.5(%rip), %rcx
	movl	$562, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC18(%rip), %rdi
	call	__assert_fail@PLT
.L114:
	leaq	__PRETTY_FUNCTION__.5(%rip), %rcx
	movl	$559, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC17(%rip), %rdi
	call	__assert_fail@PLT
.L144:
	leaq	__PRETTY_FUNCTION__.5(%rip), %rcx
	movl	$570, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC19(%rip), %rdi
	call	__assert_fail@PLT
.L161:
	leaq	__PRETTY_FUNCTION__.5(%rip), %rcx
	movl	$547, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC16(%rip), %rdi
	call	__assert_fail@PLT
.L158:
	leaq	__PRETTY_FUNCTION__.4(%rip), %rcx
	movl	$190, %edx
	leaq	.LC0(%rip), %rsi
	leaq	.LC3(%rip), %rdi
	call	__assert_fail@PLT
	.cfi_endproc
.LFE32:
	.size	main, .-main
	.section	.rodata
	.align 8
	.type	__PRETTY_FUNCTION__.0, @object
	.size	__PRETTY_FUNCTION__.0, 10
__PRETTY_FUNCTION__.0:
	.string	"been_here"
	.align 8
	.type	__PRETTY_FUNCTION__.1, @object
	.size	__PRETTY_FUNCTION__.1, 14
__PRETTY_FUNCTION__.1:
	.string	"string_printf"
	.align 8
	.type	__PRETTY_FUNCTION__.2, @object
	.size	__PRETTY_FUNCTION__.2, 8
__PRETTY_FUNCTION__.2:
	.string	"examine"
	.type	__PRETTY_FUNCTION__.3, @object
	.size	__PRETTY_FUNCTION__.3, 6
__PRETTY_FUNCTION__.3:
	.string	"count"
	.align 8
	.type	__PRETTY_FUNCTION__.4, @object
	.size	__PRETTY_FUNCTION__.4, 12
__PRETTY_FUNCTION__.4:
	.string	"string_init"
	.type	__PRETTY_FUNCTION__.5, @object
	.size	__PRETTY_FUNCTION__.5, 5
__PRETTY_FUNCTION__.5:
	.string	"main"
	.globl	g
	.bss
	.align 32
	.type	g, @object
	.size	g, 80
g:
	.zero	80
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC12:
	.long	15
	.long	9
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
