export {
  ApiProvider,
  CheckoutProviders,
  ConfigProvider,
  StoreProvider,
  useAnalytics,
  useApi,
  useRuntimeConfig,
  useStore,
} from './checkout-context';
export { usePageView, useStepPath } from './step-hooks';
