import CopyButton from '@/components/CopyButton';
import styles from '../index.less';

/**
 * Example code as plain text in a <pre> (React escapes it; never HTML).
 * Code reads left to right in every locale.
 */
export default function CodeBlock({ code, label, testId }: { code: string; label: string; testId?: string }) {
  return (
    // The block, copy button included, is left to right: the button sits on the side the code leaves free.
    <div className={styles.codeBlock} dir="ltr">
      <CopyButton text={code} size="small" className={styles.codeCopy} label={label} />
      {/* It may scroll sideways (a long endpoint): keyboard users reach it to scroll it too. */}
      <pre className={styles.pre} data-testid={testId} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
