import type { AppRoute } from '../../app/routing/app-route';

const signIn = () => import('./pages/SignInPage');

export const authRoutes: AppRoute[] = [
  { path: '/', access: 'public', titleId: 'auth.signIn.title', screen: signIn },
  { path: '/sign-in', access: 'public', titleId: 'auth.signIn.title', screen: signIn },
  { path: '/sign-up', access: 'public', titleId: 'auth.signUp.title', screen: () => import('./pages/SignUpPage') },
  { path: '/forget-password', access: 'public', titleId: 'auth.forgot.title', screen: () => import('./pages/ForgotPasswordPage') },
  { path: '/reset-password', access: 'public', titleId: 'auth.reset.title', screen: () => import('./pages/ResetPasswordPage') },
  { path: '/invitation', access: 'public', titleId: 'auth.invite.title', screen: () => import('./pages/InvitationPage') },
  { path: '/email-verfication', access: 'public', titleId: 'auth.verify.title', screen: () => import('./pages/EmailVerificationPage') },
  { path: '/inscription-sociale', access: 'public', titleId: 'auth.social.title', screen: () => import('./pages/SocialSignUpPage') },
];
