/*
 * The public forms, loaded with the live form: the server draws each one (disabled until the app
 * runs, components/LiveFieldset.tsx), so react-hook-form, the forms' mutations and their code are not part of a public
 * page's initial JavaScript. The browser hydrates a form once its chunk is in (lib/late-component.tsx). Import the
 * forms from here, never from their modules: a static import would bring them back into the public chunk
 * (app/__tests__/public-chunk.test.ts checks it).
 */
import { lateComponent } from '@/lib/late-component';

export const DemoForm = lateComponent(() => import('@/features/demo/DemoForm').then((m) => m.DemoForm));
export const LoginForm = lateComponent(() => import('@/features/auth/LoginForm').then((m) => m.LoginForm));
export const RegisterForm = lateComponent(() => import('@/features/auth/RegisterForm').then((m) => m.RegisterForm));
export const ForgotPasswordForm = lateComponent(() => import('@/features/auth/ForgotPasswordForm').then((m) => m.ForgotPasswordForm));
export const ResetPasswordForm = lateComponent(() => import('@/features/auth/ResetPasswordForm').then((m) => m.ResetPasswordForm));
export const ActivateEmailForm = lateComponent(() => import('@/features/auth/ActivateEmailForm').then((m) => m.ActivateEmailForm));
