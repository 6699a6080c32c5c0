/** What a service may need to know of the request itself (audit, limits, mails). */
export interface RequestMeta {
  requestId: string;
  ip: string;
  userAgent: string | null;
  /** The `RefreshToken` header the legacy client sends with every call. */
  refreshTokenHeader: string | null;
}
