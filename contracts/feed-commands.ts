import { messageAnswerSchema } from './common.js';
import { areaCommands } from './command.js';
import { commentSchema, createCommentSchema, createPostSchema, likeResultSchema, likeSchema, postSchema } from './feed.js';

/** The feed's queued commands (contracts/command.ts): a post, its removal, a like, a comment. */
export const feedCommands = areaCommands('feed', {
  'post.create': { method: 'POST', path: '/posts', body: createPostSchema, answer: postSchema, creates: true, upload: true },
  'post.delete': { method: 'DELETE', path: '/posts/{id}', body: null, answer: messageAnswerSchema },
  'post.remove': { method: 'DELETE', path: '/admin/posts/{id}', body: null, answer: messageAnswerSchema },
  like: { method: 'POST', path: '/posts/{id}/like', body: likeSchema, answer: likeResultSchema },
  'comment.create': { method: 'POST', path: '/posts/{id}/comments', body: createCommentSchema, answer: commentSchema, creates: true },
});
