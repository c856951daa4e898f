import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import PasswordStrengthMeter from '@/components/PasswordStrengthMeter';
import { isAcceptablePassword, PASSWORD_MAX_LENGTH } from '@/utils/passwordStrength';
import { useT } from '@/hooks/useT';

interface Props {
  /** The form field of the new password; the repetition is `confirm`. */
  name: string;
  /** The new password as typed, for the strength meter. */
  value: string | undefined;
  /** Words the password should not contain (the account name). */
  avoid?: string[];
}

/**
 * A new password and its repetition, with the strength rules and the meter:
 * the forgot-password form and the mailed-link page (invitations, parent-sent
 * resets) ask the same way.
 */
export default function NewPasswordFields({ name, value, avoid }: Props) {
  const t = useT();
  const input = (
    <Input.Password
      prefix={<LockOutlined />}
      autoComplete="new-password"
      size="large"
      maxLength={PASSWORD_MAX_LENGTH}
    />
  );
  return (
    <>
      <Form.Item
        name={name}
        label={t('reset.newPassword')}
        extra={<PasswordStrengthMeter value={value} avoid={avoid} />}
        rules={[
          { required: true, message: t('reset.password.required') },
          {
            validator: async (_, v: string | undefined) => {
              if (v && !isAcceptablePassword(v)) throw new Error(t('reset.password.rules'));
            },
          },
        ]}
      >
        {input}
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('reset.confirm')}
        dependencies={[name]}
        rules={[
          { required: true, message: t('reset.confirm.required') },
          ({ getFieldValue }) => ({
            validator: async (_, v: string | undefined) => {
              if (v && v !== getFieldValue(name)) throw new Error(t('reset.confirm.mismatch'));
            },
          }),
        ]}
      >
        {input}
      </Form.Item>
    </>
  );
}
