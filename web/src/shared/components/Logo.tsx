/** The product mark and name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={`logo${inverted ? ' logo-inverted' : ''}`}>
      <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#3a5892'} />
        <path d="M14 46h36v4H14zM18 44V26l14-10 14 10v18h-8V32h-12v12z" fill={inverted ? '#3a5892' : '#ffffff'} />
        <rect x="29" y="34" width="6" height="10" fill="#f5b83d" />
      </svg>
      <span className="logo-name">Chantiers</span>
    </span>
  );
}
