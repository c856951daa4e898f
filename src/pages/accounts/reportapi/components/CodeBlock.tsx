import CopyButton from '@/components/CopyButton';
import styles from '../index.less';

/**
 * Example code as plain text in a <pre> (React escapes it; never HTML).
 * Code reads left to right in every locale.
 */
export default function CodeBlock({ code, label, testId }: { code: string; label: string; testId?: string }) {
  return (
    <div className={styles.codeBlock}>
      <CopyButton text={code} size="small" className={styles.codeCopy} label={label} />
      <pre dir="ltr" className={styles.pre} data-testid={testId}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
