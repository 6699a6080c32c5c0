/** Business constants and limits (SPEC §5, §9) shared by the api and the web app. */
export const LIMITS = {
  nameMax: 75,
  emailMax: 254,
  companyNameMax: 150,
  passwordChangeMin: 8,
  /** Bounds argon2 work on hostile input. */
  passwordMax: 128,
  phoneDigits: 10,
  uploadMaxBytes: 10_000_000,
} as const;

export const SESSION = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 3600,
  emailVerificationTtlSeconds: 24 * 3600,
  passwordResetTtlSeconds: 3600,
  invitationTtlSeconds: 7 * 24 * 3600,
} as const;

export const UI_TIMINGS = {
  toastSuccessMs: 2000,
  toastErrorMs: 4000,
  toastMax: 20,
  /** A dismissed toast leaves the screen within this time: its exit animation, then the list closes up. */
  toastRemoveMs: 1000,
  notificationHideMs: 10_000,
  /** SPEC §7/§9: a query's answer is reused for 5 minutes (no retry, no refetch on window focus). */
  queryStaleMs: 5 * 60_000,
  forgotPasswordRedirectMs: 5000,
  passwordModalCloseMs: 5000,
  profileReloadMs: 2000,
} as const;

/** MANAGER: Admin Société; USER: Gestionnaire Chantier; ACCOUNTANT: Comptable (issue 38: reads everything financial, changes nothing operational). */
export const ROLES = ['MANAGER', 'USER', 'ACCOUNTANT'] as const;
export type Role = (typeof ROLES)[number];
export const USER_TYPES = ['USER', 'PARTNER'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_STATUSES = ['PENDING', 'ACTIVE', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
