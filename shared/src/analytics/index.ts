export {
  createAnalytics,
  timeDetail,
  virtualUrl,
  type Analytics,
  type AnalyticsOptions,
  type DataLayerEvent,
  type TimeDetail,
} from './analytics';
