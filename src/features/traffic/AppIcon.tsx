import { Avatar } from 'antd';
import { safeHttpUrl } from '@/utils/url';

/**
 * An app's store icon: shown only from an http(s) address (anything else
 * becomes the first letter of the name, as does an icon that fails to load).
 */
export default function AppIcon({
  url,
  name,
  size = 32,
}: {
  url: string | null | undefined;
  name: string;
  size?: number;
}) {
  const src = safeHttpUrl(url);
  const letter = (name.replace(/<[^>]*>/g, '').trim()[0] ?? '?').toUpperCase();
  return (
    <Avatar
      shape="square"
      size={size}
      src={src ?? undefined}
      alt=""
      aria-hidden
      style={{ flex: 'none', borderRadius: size / 4 }}
      data-app-icon={src ? 'image' : 'letter'}
    >
      {letter}
    </Avatar>
  );
}
