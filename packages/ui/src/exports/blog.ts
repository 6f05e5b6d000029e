// Exports of the blog batch; packages/ui/src/index.ts re-exports this file.
export { BlogCard, type BlogCardProps, type BlogImage } from '../components/BlogCard/BlogCard';
export { BlogCardGrid, type BlogCardGridProps } from '../components/BlogCard/BlogCardGrid';
export { BlogCategoryTags, type BlogCategoryTagsProps } from '../components/BlogCard/BlogCategoryTags';
export { PostDate } from '../components/BlogCard/PostDate';
export { formatPostDate, type PostDateParts } from '../components/BlogCard/formatPostDate';
export { CategoryFilter, type CategoryFilterProps, type CategoryOption } from '../components/CategoryFilter/CategoryFilter';
export { LoadMoreButton, type LoadMoreButtonProps } from '../components/LoadMoreButton/LoadMoreButton';
export { CopyLinkButton, type CopyLinkButtonProps } from '../components/CopyLinkButton/CopyLinkButton';
export { ShareBar, type ShareBarProps } from '../components/ShareBar/ShareBar';
export { shareLinks, shareTargets, type ShareTarget } from '../components/ShareBar/shareLinks';
export { BlogPostView, blogPostStatuses, type BlogPostStatus, type BlogPostViewProps } from '../components/BlogPostView/BlogPostView';
export { BlogPostArticle, type BlogPost, type BlogPostArticleProps, type BlogPostShare } from '../components/BlogPostView/BlogPostArticle';
export { BackToBlogLink, type BackToBlogLinkProps } from '../components/BlogPostView/BackToBlogLink';
export { BlogListStatus, blogListStatuses, type BlogListStatusKind, type BlogListStatusProps } from '../components/BlogListStatus/BlogListStatus';
export { BlogCardSkeleton } from '../components/BlogListStatus/BlogCardSkeleton';
