import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './text.less';

type Props = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dir'> & {
  children: string | number | null | undefined;
  /** The longest width before it is cut with an ellipsis (full name in the tooltip); no cut without it. */
  maxWidth?: CSSProperties['maxWidth'];
};

/**
 * A text a person typed and the server sends back (an app, ad position,
 * advertiser or sub-account name): shown in its own direction, isolated from
 * the text around it. Without that, a Latin name ending in neutral characters
 * inside a right-to-left page has them drawn at the wrong end:
 * `Tap & Match <b>Puzzle</b>` would read `>Tap & Match <b>Puzzle</b` in ar-EG,
 * and an Arabic name inside an English sentence would pull the sentence's
 * punctuation over. `<bdi>` isolates and takes the direction of the name's
 * first strong character (dir="auto" said explicitly, for older engines).
 * Cut, it is cut at its own end (the ellipsis follows the name's direction,
 * not the page's), so a Latin name in ar-EG keeps its beginning.
 */
export default function Name({ children, maxWidth, className, style, title, ...rest }: Props) {
  const cut = maxWidth !== undefined;
  const classes = [cut ? styles.cut : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <bdi
      dir="auto"
      className={classes || undefined}
      style={cut ? { ...style, maxWidth } : style}
      title={title ?? (cut && children !== null && children !== undefined ? String(children) : undefined)}
      {...rest}
    >
      {children}
    </bdi>
  );
}
