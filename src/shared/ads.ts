/** The ad platforms' webhooks (issue 33): one address per platform, set in its console. */
export const adsApi = {
  /** Meta Lead Ads: the subscription check (GET) and the Page's leadgen deliveries (POST). */
  meta: '/api/ads/meta',
  /** Google Ads lead forms: the form's webhook URL (its key in the body). */
  google: '/api/ads/google',
  /** The offline conversions Google Ads' scheduled uploads fetch (HTTP basic auth). */
  googleConversions: '/api/ads/google/conversions.csv',
} as const
