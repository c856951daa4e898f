// The monthly revenue split (/financialReport/mediaDivide): an external report the menu opens in a new tab.
export { default as MediaDivideMenuLink, isMediaDividePath } from './MenuLink';
export { MEDIA_DIVIDE_PATH } from './url';
