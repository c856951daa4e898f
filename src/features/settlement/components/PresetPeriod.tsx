import { DatePicker, Flex, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { PRESET_KEYS, presetRange, type PresetKey } from '@/utils/dateRange';
import { dayPattern } from '@/utils/format';
import { useT } from '@/hooks/useT';
import styles from './reportLayout.less';

const DAY = 'YYYY-MM-DD';

interface Props {
  /** Form.Item's value and onChange: the period as the range picker has it. */
  value?: [Dayjs, Dayjs];
  onChange?: (range: [Dayjs, Dayjs]) => void;
  today: string;
  id?: string;
}

/**
 * The period on a phone (issue 34): the presets as large buttons, and the two ends as
 * single-month pickers, never the two-month calendar that does not fit a phone.
 */
export default function PresetPeriod({ value, onChange, today, id }: Props) {
  const t = useT();
  const start = value?.[0]?.format(DAY);
  const end = value?.[1]?.format(DAY);
  const preset = PRESET_KEYS.find((key) => {
    const r = presetRange(key, today);
    return r.start === start && r.end === end;
  });
  const choose = (key: PresetKey) => {
    const r = presetRange(key, today);
    onChange?.([dayjs(r.start, DAY), dayjs(r.end, DAY)]);
  };
  const future = (d: Dayjs) => d.format(DAY) > today;
  return (
    <div id={id}>
      <Radio.Group
        className={styles.presets}
        optionType="button"
        buttonStyle="solid"
        value={preset ?? null}
        onChange={(e) => choose(e.target.value as PresetKey)}
        options={PRESET_KEYS.map((key) => ({ value: key, label: t(`settlement.preset.${key}`) }))}
      />
      <Flex gap={8} align="center" className={styles.ends}>
        <DatePicker
          aria-label={t('settlement.filter.start')}
          placeholder={t('settlement.filter.start')}
          value={value?.[0]}
          format={dayPattern()}
          allowClear={false}
          inputReadOnly
          disabledDate={future}
          onChange={(d) => d && value && onChange?.([d, value[1]])}
        />
        <span aria-hidden>–</span>
        <DatePicker
          aria-label={t('settlement.filter.end')}
          placeholder={t('settlement.filter.end')}
          value={value?.[1]}
          format={dayPattern()}
          allowClear={false}
          inputReadOnly
          disabledDate={future}
          onChange={(d) => d && value && onChange?.([value[0], d])}
        />
      </Flex>
    </div>
  );
}
