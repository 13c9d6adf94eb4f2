export {
  createAnalytics,
  OPENING_HOURS,
  timeDetail,
  virtualUrl,
  type Analytics,
  type AnalyticsOptions,
  type DataLayerEvent,
  type TimeDetail,
} from './analytics';
