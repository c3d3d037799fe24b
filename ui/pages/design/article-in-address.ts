/**
 * Names the chosen article in the address bar (`?article_id=`, which the design page opens with) without a
 * navigation: the router's own history entry is kept, so back and forward still go where they went.
 */
export const showArticleInAddress = (articleId: number): void => {
  const url = new URL(window.location.href);
  url.searchParams.set('article_id', String(articleId));
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
};
