/**
 * User agents of crawlers, link previewers, scripted clients and headless browsers. Headless Chrome and
 * Lighthouse count as crawlers so audits and scripted runs never pollute page statistics.
 */
export const CRAWLER_USER_AGENT_PATTERNS: readonly RegExp[] = [
  /googlebot|adsbot-google|mediapartners-google|apis-google|google-inspectiontool|storebot-google/i,
  /bingbot|bingpreview|msnbot|adidxbot/i,
  /yandex(bot|images|mobilebot)/i,
  /baiduspider/i,
  /duckduckbot|duckassistbot/i,
  /slurp/i,
  /facebookexternalhit|facebookcatalog|meta-externalagent/i,
  /twitterbot|linkedinbot|pinterestbot|slackbot|discordbot|telegrambot|whatsapp\//i,
  /applebot/i,
  /ahrefs(bot|siteaudit)|semrushbot|mj12bot|dotbot|petalbot|seznambot|bytespider|amazonbot/i,
  /gptbot|chatgpt-user|oai-searchbot|claudebot|anthropic-ai|perplexitybot|ccbot/i,
  /headlesschrome|chrome-lighthouse|lighthouse|pagespeed|phantomjs/i,
  /\bcurl\/|\bwget\/|python-requests|go-http-client|axios\/|node-fetch|okhttp/i,
  /[a-z]bot\/|crawler|spider/i,
];

/** A missing user agent is treated as a crawler: every real browser sends one. */
export const isCrawler = (userAgent: string | undefined): boolean => {
  const agent = userAgent?.trim() ?? '';
  return agent === '' || CRAWLER_USER_AGENT_PATTERNS.some((pattern) => pattern.test(agent));
};
