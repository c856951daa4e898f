/**
 * The ad-position import's columns and the example rows of its template:
 * one list for the mock that parses files and serves the CSV template, and
 * the console that writes the .xlsx template with its column guide
 * (docs/traffic.md). Part of the contract, beside the generated files.
 */
export const IMPORT_COLUMNS = [
  'appId',
  'name',
  'adType',
  'bannerSize',
  'nativeTemplate',
  'rewardName',
  'rewardAmount',
  'orientation',
  'floorPrice',
  'frequencyCapCount',
  'frequencyCapPeriod',
  'status',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The app every example row names; the console puts one of the user's own apps there when it knows one. */
export const IMPORT_EXAMPLE_APP_ID = 1001;

/** One example per ad type, in IMPORT_COLUMNS order (the app ID first). */
export const IMPORT_EXAMPLE_ROWS: readonly (readonly string[])[] = [
  ['Home bottom banner 2', 'banner', '320x50', '', '', '', '', '0.50', '', '', 'enabled'],
  ['Game over interstitial', 'interstitial', '', '', '', '', '', '2.00', '3', 'hour', 'enabled'],
  ['Double coins reward', 'rewarded', '', '', 'Coins', '100', '', '5.00', '10', 'day', 'enabled'],
  ['Feed native 2', 'native', '', 'feed', '', '', '', '1.20', '', '', 'enabled'],
  ['Launch splash 2', 'splash', '', '', '', '', 'portrait', '1.00', '', '', 'disabled'],
].map((rest) => [String(IMPORT_EXAMPLE_APP_ID), ...rest]);
