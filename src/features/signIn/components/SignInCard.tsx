import type { ReactNode } from 'react';
import LangSelect from '@/components/RightContent/LangSelect';
import { useT } from '@/hooks/useT';
import { publicUrl } from '@/utils/publicUrl';
import styles from '../signIn.less';

/** The frame of every page outside the console (sign-in, reset, password link): language, logo and title, a card. */
export default function SignInCard({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <LangSelect />
      </div>
      <main className={styles.card}>
        <div className={styles.brand}>
          <img src={publicUrl('logo.svg')} alt="" width={40} height={40} />
          <h1 className={styles.title}>{t('app.title')}</h1>
        </div>
        {children}
      </main>
    </div>
  );
}
