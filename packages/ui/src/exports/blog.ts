// The blog components and what they take; packages/ui/src/index.ts re-exports this file.
export { BlogCard, type BlogCardProps, type BlogImage } from '../components/BlogCard/BlogCard.tsx';
export { BlogCardGrid, type BlogCardGridProps } from '../components/BlogCard/BlogCardGrid.tsx';
export { BlogCategoryTags, type BlogCategoryTagsProps } from '../components/BlogCard/BlogCategoryTags.tsx';
export { formatPostDate, type PostDateParts } from '../components/BlogCard/formatPostDate.ts';
export { PostDate } from '../components/BlogCard/PostDate.tsx';
export { BlogCardSkeleton } from '../components/BlogListStatus/BlogCardSkeleton.tsx';
export { BlogListStatus, type BlogListStatusKind, type BlogListStatusProps, blogListStatuses } from '../components/BlogListStatus/BlogListStatus.tsx';
export { BackToBlogLink, type BackToBlogLinkProps } from '../components/BlogPostView/BackToBlogLink.tsx';
export { type BlogPost, BlogPostArticle, type BlogPostArticleProps, type BlogPostShare } from '../components/BlogPostView/BlogPostArticle.tsx';
export { type BlogPostStatus, BlogPostView, type BlogPostViewProps, blogPostStatuses } from '../components/BlogPostView/BlogPostView.tsx';
export { CategoryFilter, type CategoryFilterProps, type CategoryOption } from '../components/CategoryFilter/CategoryFilter.tsx';
export { CopyLinkButton, type CopyLinkButtonProps } from '../components/CopyLinkButton/CopyLinkButton.tsx';
export { LoadMoreButton, type LoadMoreButtonProps } from '../components/LoadMoreButton/LoadMoreButton.tsx';
export { ShareBar, type ShareBarProps } from '../components/ShareBar/ShareBar.tsx';
export { type ShareTarget, shareLinks, shareTargets } from '../components/ShareBar/shareLinks.ts';
