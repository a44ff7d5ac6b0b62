export { CommentSection, type CommentSectionProps } from "./comment-section";
