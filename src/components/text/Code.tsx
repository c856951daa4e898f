import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './text.less';

type Props = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dir' | 'title'> & {
  children: string | null | undefined;
  /** The longest width before it is cut (CSS length or pixels); no cut without it. */
  maxWidth?: CSSProperties['maxWidth'];
};

/**
 * A machine string (package name, bundle ID, URL, domain, ID): always left to
 * right, whatever the page's direction, because its characters only mean
 * something in that order (`com.tapmatch.puzzle` must not become
 * `puzzle.tapmatch.com`-looking in a right-to-left row). When it does not fit
 * it is cut at its end, where the differing part of a URL usually is not, with
 * the full value in the tooltip (title).
 */
export default function Code({ children, maxWidth, className, style, ...rest }: Props) {
  return (
    <span
      dir="ltr"
      title={children ?? undefined}
      className={className ? `${styles.code} ${className}` : styles.code}
      style={maxWidth === undefined ? style : { ...style, maxWidth }}
      {...rest}
    >
      {children}
    </span>
  );
}
