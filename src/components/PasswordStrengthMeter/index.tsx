import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { theme, Typography } from 'antd';
import {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordStrength,
} from '@/utils/passwordStrength';
import styles from './index.less';

const LEVELS: PasswordStrength[] = ['weak', 'medium', 'strong'];

/**
 * Strength bar (weak, medium, strong) and the rule checklist under a new
 * password field. `avoid` lists words the password should not contain (the
 * account name).
 */
export default function PasswordStrengthMeter({
  value,
  avoid = [],
}: {
  value?: string;
  avoid?: (string | undefined)[];
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const result = checkPassword(value ?? '', avoid);
  const colors: Record<PasswordStrength, string> = {
    weak: token.colorError,
    medium: token.colorWarning,
    strong: token.colorSuccess,
  };
  const filled = value ? LEVELS.indexOf(result.strength) + 1 : 0;
  const label = intl.formatMessage({ id: `account.password.strength.${result.strength}` });
  return (
    <div className={styles.meter} data-strength={value ? result.strength : 'none'}>
      <div className={styles.head}>
        <div className={styles.bar} aria-hidden>
          {LEVELS.map((level, i) => (
            <span
              key={level}
              className={styles.segment}
              style={{ background: i < filled ? colors[result.strength] : token.colorFillSecondary }}
            />
          ))}
        </div>
        <Typography.Text className={styles.label} aria-live="polite" type="secondary">
          {value ? intl.formatMessage({ id: 'account.password.strength' }, { level: label }) : null}
        </Typography.Text>
      </div>
      <ul className={styles.rules}>
        {result.rules.map(({ rule, ok }) => (
          <li key={rule} data-ok={ok}>
            {ok ? (
              <CheckCircleFilled style={{ color: token.colorSuccess }} />
            ) : (
              <CloseCircleOutlined style={{ color: token.colorTextQuaternary }} />
            )}
            <span>
              {intl.formatMessage(
                { id: `account.password.rule.${rule}` },
                { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
