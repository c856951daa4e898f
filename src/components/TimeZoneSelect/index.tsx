import { useIntl } from '@umijs/max';
import { Select, type SelectProps } from 'antd';
import { useMemo, useState } from 'react';
import { isolateFigure } from '@/components/text/isolate';
import { useT } from '@/hooks/useT';
import { accountZones, matchesZone, zoneOptions, type ZoneLabelWords, type ZoneOption } from './zoneOptions';

export interface TimeZoneSelectProps extends Omit<SelectProps<string>, 'options' | 'filterOption' | 'showSearch'> {
  /** The zone saved now: listed even where the browser's list lacks it. */
  current?: string;
}

/**
 * A time zone picker a publisher can search by city, country, offset or name ("Los Angeles", "Beijing",
 * "Pacific", "-8"). The full list (about 400 zones, each asking Intl for its name) is built on first open:
 * until then only the chosen zone is needed to show the field.
 */
export default function TimeZoneSelect({ current, value, ...props }: TimeZoneSelectProps) {
  const { locale } = useIntl();
  const t = useT();
  const [opened, setOpened] = useState(false);
  const options = useMemo(() => {
    const words: ZoneLabelWords = {
      withName: ({ offset, name, city }) =>
        t('common.timeZone.withName', { offset: isolateFigure(offset), name, city }),
      cityOnly: ({ offset, city }) => t('common.timeZone.cityOnly', { offset: isolateFigure(offset), city }),
    };
    const shown = [current, value].filter((z): z is string => !!z);
    const zones = opened ? accountZones(...shown) : [...new Set(shown)];
    return zoneOptions(zones, locale, words);
  }, [opened, current, value, locale, t]);
  return (
    <Select<string, ZoneOption>
      {...props}
      value={value}
      showSearch
      options={options}
      // A label is about 50 characters: the list takes the width it needs, up to the screen's (a phone's field is narrower).
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { maxWidth: 'calc(100vw - 16px)' } } }}
      filterOption={(input, option) => !!option && matchesZone(input, option)}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        props.onOpenChange?.(open);
      }}
    />
  );
}
