import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

interface Props {
  /** An icon of @ant-design/icons-svg (plain data: the same drawings as @ant-design/icons, without its runtime). */
  icon: IconDefinition;
  className?: string;
  /** Spins (the loading icon). */
  spin?: boolean;
  /** A name for assistive technology; without one the icon is decorative. */
  label?: string;
}

/** An antd icon for the public screens, which load no antd: the drawing as inline SVG, sized by the font. */
export function PlainIcon({ icon, className, spin, label }: Props) {
  // Outlined and filled icons are plain nodes; only two-tone ones are functions, and none is used here.
  const { attrs, children = [] } = icon.icon as AbstractNode;
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={`plain-icon${spin ? ' plain-icon-spin' : ''}${className ? ` ${className}` : ''}`}
    >
      <svg
        viewBox={attrs.viewBox}
        fillRule={attrs['fill-rule'] as 'evenodd' | undefined}
        focusable="false"
        width="1em"
        height="1em"
        fill="currentColor"
      >
        {children.map((child, i) => (
          <path key={i} d={child.attrs.d} />
        ))}
      </svg>
    </span>
  );
}
