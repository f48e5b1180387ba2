// The forum's GraphQL documents (schema.graphql § Forum; services/API.md § Forum).
import { graphql } from '~/web/gql';

export const ForumAuthorFields = graphql(`
  fragment ForumAuthorFields on ForumAuthor {
    uid
    userUuid
    displayName
    imageUrl
    reputation
  }
`);

export const ForumPostFields = graphql(`
  fragment ForumPostFields on ForumPost {
    pid
    tid
    toPid
    author {
      ...ForumAuthorFields
    }
    html
    plainText
    createdAt
    editedAt
    deleted
    upvotes
    downvotes
    myVote
    replyCount
    mine
  }
`);

export const ForumTopicFields = graphql(`
  fragment ForumTopicFields on ForumTopic {
    tid
    cid
    category {
      cid
      name
    }
    title
    slug
    tags
    author {
      ...ForumAuthorFields
    }
    createdAt
    lastPostAt
    postCount
    viewCount
    locked
    pinned
    deleted
    following
    teaser {
      pid
      plainText
    }
    mainPost {
      pid
      plainText
    }
  }
`);

export const ForumCategoriesQuery = graphql(`
  query ForumCategories {
    forumCategories {
      cid
      name
      description
      slug
      adminsOnly
      topicCount
      postCount
    }
  }
`);

export const ForumRecentQuery = graphql(`
  query ForumRecent($cid: ID, $after: String, $size: Int) {
    forumRecent(cid: $cid, after: $after, size: $size) {
      topics {
        ...ForumTopicFields
      }
      nextCursor
    }
  }
`);

export const ForumSearchQuery = graphql(`
  query ForumSearch($query: String!, $after: String) {
    forumSearch(query: $query, after: $after) {
      topics {
        ...ForumTopicFields
      }
      posts {
        ...ForumPostFields
      }
      nextCursor
    }
  }
`);

export const ForumTopicQuery = graphql(`
  query ForumTopic($tid: ID!) {
    forumTopic(tid: $tid) {
      ...ForumTopicFields
    }
  }
`);

export const ForumTopicPostsQuery = graphql(`
  query ForumTopicPosts($tid: ID!, $after: String) {
    forumTopicPosts(tid: $tid, after: $after) {
      posts {
        ...ForumPostFields
      }
      nextCursor
      eventCursor
    }
  }
`);

export const ForumPostRawQuery = graphql(`
  query ForumPostRaw($pid: ID!) {
    forumPostRaw(pid: $pid)
  }
`);

export const ForumPostPublicQuery = graphql(`
  query ForumPostPublic($pid: ID!) {
    forumPostPublic(pid: $pid) {
      post {
        ...ForumPostFields
      }
      topic {
        ...ForumTopicFields
      }
    }
  }
`);

export const CreateForumTopicMutation = graphql(`
  mutation CreateForumTopic($cid: ID!, $title: String!, $contentJson: String!, $tags: [String!]) {
    createForumTopic(cid: $cid, title: $title, contentJson: $contentJson, tags: $tags) {
      ...ForumTopicFields
    }
  }
`);

export const ReplyForumTopicMutation = graphql(`
  mutation ReplyForumTopic($tid: ID!, $contentJson: String!, $toPid: ID) {
    replyForumTopic(tid: $tid, contentJson: $contentJson, toPid: $toPid) {
      ...ForumPostFields
    }
  }
`);

export const EditForumPostMutation = graphql(`
  mutation EditForumPost($pid: ID!, $contentJson: String!) {
    editForumPost(pid: $pid, contentJson: $contentJson) {
      ...ForumPostFields
    }
  }
`);

export const DeleteForumPostMutation = graphql(`
  mutation DeleteForumPost($pid: ID!) {
    deleteForumPost(pid: $pid) {
      ...ForumPostFields
    }
  }
`);

export const VoteForumPostMutation = graphql(`
  mutation VoteForumPost($pid: ID!, $delta: Int!) {
    voteForumPost(pid: $pid, delta: $delta) {
      ...ForumPostFields
    }
  }
`);

export const FollowForumTopicMutation = graphql(`
  mutation FollowForumTopic($tid: ID!, $follow: Boolean!) {
    followForumTopic(tid: $tid, follow: $follow) {
      ...ForumTopicFields
    }
  }
`);

export const ModerateForumTopicMutation = graphql(`
  mutation ModerateForumTopic($tid: ID!, $locked: Boolean, $pinned: Boolean) {
    moderateForumTopic(tid: $tid, locked: $locked, pinned: $pinned) {
      ...ForumTopicFields
    }
  }
`);

export const ForumTopicChangedSubscription = graphql(`
  subscription ForumTopicChanged($tid: ID!, $after: ID) {
    forumTopicChanged(tid: $tid, after: $after) {
      id
      kind
      post {
        ...ForumPostFields
      }
      topic {
        ...ForumTopicFields
      }
    }
  }
`);

// categories (admins; the gateway answers FORBIDDEN for anyone else)
export const CreateForumCategoryMutation = graphql(`
  mutation CreateForumCategory($name: String!, $description: String, $adminsOnly: Boolean) {
    createForumCategory(name: $name, description: $description, adminsOnly: $adminsOnly) {
      # the dialog reads the categories again; the typename invalidates every cached list of them
      cid
    }
  }
`);

export const UpdateForumCategoryMutation = graphql(`
  mutation UpdateForumCategory($cid: ID!, $name: String, $description: String, $adminsOnly: Boolean) {
    updateForumCategory(cid: $cid, name: $name, description: $description, adminsOnly: $adminsOnly) {
      # the dialog reads the categories again; the typename invalidates every cached list of them
      cid
    }
  }
`);

export const DeleteForumCategoryMutation = graphql(`
  mutation DeleteForumCategory($cid: ID!) {
    deleteForumCategory(cid: $cid)
  }
`);
