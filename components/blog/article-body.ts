// The type of an article's Markdown body, shared by the article page (components/blog/article.tsx),
// a product's description (components/product/product-detail.tsx) and the editor's preview of
// them (cms/admin/previews.tsx), so the preview reads as the page does. Its rules are in
// article-body.css, part of the site's one stylesheet (app/globals.css).

/** The class of a Markdown body. */
export const articleBodyClasses = 'article-body';
