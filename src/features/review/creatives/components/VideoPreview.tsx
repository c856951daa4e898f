import { PlayCircleFilled } from '@ant-design/icons';
import { Typography } from 'antd';
import { useIntl } from '@umijs/max';
import { useEffect, useRef, useState } from 'react';
import { fitInto } from '../logic/preview';

interface Props {
  poster: string | null;
  /** An http(s) video file, or null when only the poster is available. */
  src: string | null;
  size: string;
  alt: string;
  maxWidth: number;
  maxHeight: number;
}

/**
 * A video creative: the poster with a play button. Nothing plays (or even
 * loads) until the reviewer presses play; there is no autoplay.
 */
export default function VideoPreview({ poster, src, size, alt, maxWidth, maxHeight }: Props) {
  const intl = useIntl();
  const [requested, setRequested] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const { width, height } = fitInto(size, maxWidth, maxHeight);

  useEffect(() => setRequested(false), [src, poster]);
  useEffect(() => {
    // Started by the reviewer's click, so the browser allows sound.
    if (requested && video.current) video.current.play().catch(() => undefined);
  }, [requested]);

  if (requested && src) {
    return (
      <video
        ref={video}
        src={src}
        poster={poster ?? undefined}
        width={width}
        height={height}
        controls
        preload="none"
        playsInline
        data-testid="video-player"
      />
    );
  }
  return (
    <div>
      <button
        type="button"
        onClick={() => setRequested(true)}
        aria-label={intl.formatMessage({ id: 'review.video.play' })}
        data-testid="video-play"
        style={{ position: 'relative', display: 'block', padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
      >
        {poster ? (
          <img
            src={poster}
            alt={alt}
            width={width}
            height={height}
            style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
          />
        ) : null}
        <PlayCircleFilled
          aria-hidden
          style={{
            position: 'absolute',
            inset: 0,
            margin: 'auto',
            width: 56,
            height: 56,
            fontSize: 56,
            color: 'rgb(255 255 255 / 92%)',
          }}
        />
      </button>
      {requested && !src ? (
        <Typography.Text type="secondary" data-testid="video-no-file">
          {intl.formatMessage({ id: 'review.video.noFile' })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
