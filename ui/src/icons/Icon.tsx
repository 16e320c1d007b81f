import { ICON_PATHS, type IconName } from './paths';

export type { IconName } from './paths';

export interface IconProps {
  name: IconName;
  size?: number;
  /** When given, the icon is announced; otherwise it is decorative. */
  title?: string;
  className?: string;
  strokeWidth?: number;
}

/** One stroke icon. Path strings 'C x y r' draw a circle. */
export function Icon({ name, size = 20, title, className, strokeWidth = 2 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {ICON_PATHS[name].map((d, i) => {
        if (d.startsWith('C')) {
          const [cx, cy, r] = d.slice(1).trim().split(' ').map(Number);
          return <circle key={i} cx={cx} cy={cy} r={r} />;
        }
        return <path key={i} d={d} />;
      })}
    </svg>
  );
}
