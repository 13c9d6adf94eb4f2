export { createApiClient, type ApiClient, type ApiClientOptions, type WithCulture } from './api-client';
export { ApiError, isApiError, toApiErrorBody } from './api-error';
