/** Every visible text goes through here: `const { t } = useTranslation('feed'); t('feed:createPost')`. */
export { useTranslation, Trans } from 'react-i18next';
export { i18next, switchLanguage, currentLanguage, loadAreas, areas } from './i18n';
export { formatDate, formatDateRange, formatNumber, formatPercent, formatAgo } from './format';
export { texts } from './texts';
export { type Language } from './languages';
