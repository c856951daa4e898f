import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Tooltip, type ButtonProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { feedback } from '@/feedback';

/** Writes text to the clipboard; the textarea fallback covers http:// pages, where the API is missing. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // permission refused: try the fallback
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

const COPIED_MS = 2000;

/** A copy button that says "Copied" for two seconds, or tells the user to copy by hand. */
export default function CopyButton({
  text,
  label,
  ...rest
}: { text: string; label?: string } & Omit<ButtonProps, 'onClick' | 'icon'>) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const name = label ?? intl.formatMessage({ id: 'common.copy' });

  const onClick = async () => {
    if (await copyText(text)) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } else {
      feedback.warning(intl.formatMessage({ id: 'common.copyFailed' }));
    }
  };

  return (
    <Tooltip title={copied ? intl.formatMessage({ id: 'common.copied' }) : name}>
      <Button
        {...rest}
        aria-label={name}
        icon={copied ? <CheckOutlined /> : <CopyOutlined />}
        onClick={() => void onClick()}
      />
    </Tooltip>
  );
}
