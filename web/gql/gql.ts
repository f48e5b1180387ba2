/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AdminTimeCycleFields on TimeCycle {\n    id\n    name\n    cadence\n    hookupDuration\n    isDefaultTimeCycle\n    active\n    nextRunAt\n    lastRunAt\n    members\n  }\n": typeof types.AdminTimeCycleFieldsFragmentDoc,
    "\n  fragment MatchingRunFields on MatchingRun {\n    id\n    timeCycleId\n    trigger\n    windowStart\n    windowEnd\n    candidates\n    pairs\n    unmatched\n    repeatedNoShows\n    totalScore\n    startedAt\n    finishedAt\n  }\n": typeof types.MatchingRunFieldsFragmentDoc,
    "\n  fragment AdminHookupFields on Hookup {\n    uuid\n    startDateTime\n    endDateTime\n    hookupStatus\n    timeCycleName\n    rescheduleCount\n    confirmed\n    cancellationReason\n    firstParticipant {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n    }\n    secondParticipant {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n    }\n  }\n": typeof types.AdminHookupFieldsFragmentDoc,
    "\n  query AdminTimeCycles {\n    adminTimeCycles {\n      ...AdminTimeCycleFields\n    }\n  }\n": typeof types.AdminTimeCyclesDocument,
    "\n  query MatchingRuns($timeCycleId: ID!) {\n    matchingRuns(timeCycleId: $timeCycleId) {\n      ...MatchingRunFields\n    }\n  }\n": typeof types.MatchingRunsDocument,
    "\n  mutation CreateTimeCycle($input: TimeCycleInput!) {\n    createTimeCycle(input: $input) {\n      ...AdminTimeCycleFields\n    }\n  }\n": typeof types.CreateTimeCycleDocument,
    "\n  mutation UpdateTimeCycle($id: ID!, $input: TimeCycleInput!) {\n    updateTimeCycle(id: $id, input: $input) {\n      ...AdminTimeCycleFields\n    }\n  }\n": typeof types.UpdateTimeCycleDocument,
    "\n  mutation RunMatching($timeCycleId: ID!) {\n    runMatching(timeCycleId: $timeCycleId) {\n      ...MatchingRunFields\n    }\n  }\n": typeof types.RunMatchingDocument,
    "\n  query AllHookups($status: HookupStatus, $fullName: String, $page: Int, $size: Int) {\n    allHookups(status: $status, fullName: $fullName, page: $page, size: $size) {\n      elements {\n        ...AdminHookupFields\n      }\n      totalPages\n      totalElements\n      page\n      eventCursor\n    }\n  }\n": typeof types.AllHookupsDocument,
    "\n  query AdminHookup($uuid: ID!) {\n    adminHookup(uuid: $uuid) {\n      ...AdminHookupFields\n    }\n  }\n": typeof types.AdminHookupDocument,
    "\n  mutation UpdateHookup($input: HookupInput!) {\n    updateHookup(input: $input) {\n      ...AdminHookupFields\n    }\n  }\n": typeof types.UpdateHookupDocument,
    "\n  query MemberPicker($fullName: String, $page: Int, $size: Int) {\n    memberPicker(fullName: $fullName, page: $page, size: $size) {\n      elements {\n        uuid\n        fullName\n        username\n        imageUrl\n        jobPosition\n      }\n      totalPages\n      page\n    }\n  }\n": typeof types.MemberPickerDocument,
    "\n  fragment AdminUserRowFields on AdminUserRow {\n    uuid\n    fullName\n    username\n    imageUrl\n    jobPosition\n    roles\n    city\n    companyName\n    location {\n      name\n    }\n    subscribe\n    active\n    verified\n    createdOn\n    lastActivity\n  }\n": typeof types.AdminUserRowFieldsFragmentDoc,
    "\n  query AdminUsers($filters: AdminUserFilters, $page: Int, $size: Int, $sortBy: AdminUserSort, $sortDirection: SortDirection) {\n    adminUsers(filters: $filters, page: $page, size: $size, sortBy: $sortBy, sortDirection: $sortDirection) {\n      elements {\n        ...AdminUserRowFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query Roles {\n    roles {\n      role\n      label\n    }\n  }\n": typeof types.RolesDocument,
    "\n  mutation SetUserRoles($uuid: ID!, $roles: [Role!]!) {\n    setUserRoles(uuid: $uuid, roles: $roles) {\n      uuid\n      roles\n    }\n  }\n": typeof types.SetUserRolesDocument,
    "\n  mutation DisableUser($uuid: ID!) {\n    disableUser(uuid: $uuid) {\n      uuid\n      active\n    }\n  }\n": typeof types.DisableUserDocument,
    "\n  mutation EnableUser($uuid: ID!) {\n    enableUser(uuid: $uuid) {\n      uuid\n      active\n    }\n  }\n": typeof types.EnableUserDocument,
    "\n  mutation AdminCreateUser($input: AdminCreateUserInput!) {\n    adminCreateUser(input: $input) {\n      uuid\n      fullName\n    }\n  }\n": typeof types.AdminCreateUserDocument,
    "\n  query CalendarHookups($from: String, $to: String, $size: Int) {\n    hookups(view: ALL, from: $from, to: $to, size: $size) {\n      elements {\n        uuid\n        startDateTime\n        endDateTime\n        hookupStatus\n        partner {\n          uuid\n          fullName\n        }\n      }\n      totalPages\n    }\n  }\n": typeof types.CalendarHookupsDocument,
    "\n  query CalendarGroupHookups($view: GroupHookupView!, $from: String, $to: String, $size: Int) {\n    groupHookups(view: $view, from: $from, to: $to, size: $size) {\n      elements {\n        uuid\n        title\n        startDate\n        duration\n        status\n      }\n      totalPages\n    }\n  }\n": typeof types.CalendarGroupHookupsDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      url\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation RotateCalendarFeed {\n    rotateCalendarFeed {\n      url\n    }\n  }\n": typeof types.RotateCalendarFeedDocument,
    "\n  fragment MemberCardFields on MemberCard {\n    uuid\n    fullName\n    imageUrl\n    jobPosition\n    companyName\n    city\n    locationName\n    linkedInUrl\n    rating {\n      average\n      count\n    }\n  }\n": typeof types.MemberCardFieldsFragmentDoc,
    "\n  query Experts($page: Int, $size: Int) {\n    experts(page: $page, size: $size) {\n      elements {\n        ...MemberCardFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n": typeof types.ExpertsDocument,
    "\n  query Ambassadors($page: Int, $size: Int) {\n    ambassadors(page: $page, size: $size) {\n      elements {\n        ...MemberCardFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n": typeof types.AmbassadorsDocument,
    "\n  query FeedbackSettings {\n    feedbackSettings {\n      redirect\n      sentryDsn\n    }\n  }\n": typeof types.FeedbackSettingsDocument,
    "\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      uuid\n    }\n  }\n": typeof types.SendFeedbackDocument,
    "\n  mutation ReportError($input: ErrorReportInput!) {\n    reportError(input: $input)\n  }\n": typeof types.ReportErrorDocument,
    "\n  fragment ForumAuthorFields on ForumAuthor {\n    uid\n    userUuid\n    displayName\n    imageUrl\n    reputation\n  }\n": typeof types.ForumAuthorFieldsFragmentDoc,
    "\n  fragment ForumPostFields on ForumPost {\n    pid\n    tid\n    toPid\n    author {\n      ...ForumAuthorFields\n    }\n    html\n    plainText\n    createdAt\n    editedAt\n    deleted\n    upvotes\n    downvotes\n    myVote\n    replyCount\n    mine\n  }\n": typeof types.ForumPostFieldsFragmentDoc,
    "\n  fragment ForumTopicFields on ForumTopic {\n    tid\n    cid\n    category {\n      cid\n      name\n    }\n    title\n    slug\n    tags\n    author {\n      ...ForumAuthorFields\n    }\n    createdAt\n    lastPostAt\n    postCount\n    viewCount\n    locked\n    pinned\n    deleted\n    following\n    teaser {\n      pid\n      plainText\n    }\n    mainPost {\n      pid\n      plainText\n    }\n  }\n": typeof types.ForumTopicFieldsFragmentDoc,
    "\n  query ForumCategories {\n    forumCategories {\n      cid\n      name\n      description\n      slug\n      adminsOnly\n      topicCount\n      postCount\n    }\n  }\n": typeof types.ForumCategoriesDocument,
    "\n  query ForumRecent($cid: ID, $after: String, $size: Int) {\n    forumRecent(cid: $cid, after: $after, size: $size) {\n      topics {\n        ...ForumTopicFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.ForumRecentDocument,
    "\n  query ForumSearch($query: String!, $after: String) {\n    forumSearch(query: $query, after: $after) {\n      topics {\n        ...ForumTopicFields\n      }\n      posts {\n        ...ForumPostFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.ForumSearchDocument,
    "\n  query ForumTopic($tid: ID!) {\n    forumTopic(tid: $tid) {\n      ...ForumTopicFields\n    }\n  }\n": typeof types.ForumTopicDocument,
    "\n  query ForumTopicPosts($tid: ID!, $after: String) {\n    forumTopicPosts(tid: $tid, after: $after) {\n      posts {\n        ...ForumPostFields\n      }\n      nextCursor\n      eventCursor\n    }\n  }\n": typeof types.ForumTopicPostsDocument,
    "\n  query ForumPostRaw($pid: ID!) {\n    forumPostRaw(pid: $pid)\n  }\n": typeof types.ForumPostRawDocument,
    "\n  query ForumPostPublic($pid: ID!) {\n    forumPostPublic(pid: $pid) {\n      post {\n        ...ForumPostFields\n      }\n      topic {\n        ...ForumTopicFields\n      }\n    }\n  }\n": typeof types.ForumPostPublicDocument,
    "\n  mutation CreateForumTopic($cid: ID!, $title: String!, $contentJson: String!, $tags: [String!]) {\n    createForumTopic(cid: $cid, title: $title, contentJson: $contentJson, tags: $tags) {\n      ...ForumTopicFields\n    }\n  }\n": typeof types.CreateForumTopicDocument,
    "\n  mutation ReplyForumTopic($tid: ID!, $contentJson: String!, $toPid: ID) {\n    replyForumTopic(tid: $tid, contentJson: $contentJson, toPid: $toPid) {\n      ...ForumPostFields\n    }\n  }\n": typeof types.ReplyForumTopicDocument,
    "\n  mutation EditForumPost($pid: ID!, $contentJson: String!) {\n    editForumPost(pid: $pid, contentJson: $contentJson) {\n      ...ForumPostFields\n    }\n  }\n": typeof types.EditForumPostDocument,
    "\n  mutation DeleteForumPost($pid: ID!) {\n    deleteForumPost(pid: $pid) {\n      ...ForumPostFields\n    }\n  }\n": typeof types.DeleteForumPostDocument,
    "\n  mutation VoteForumPost($pid: ID!, $delta: Int!) {\n    voteForumPost(pid: $pid, delta: $delta) {\n      ...ForumPostFields\n    }\n  }\n": typeof types.VoteForumPostDocument,
    "\n  mutation FollowForumTopic($tid: ID!, $follow: Boolean!) {\n    followForumTopic(tid: $tid, follow: $follow) {\n      ...ForumTopicFields\n    }\n  }\n": typeof types.FollowForumTopicDocument,
    "\n  mutation ModerateForumTopic($tid: ID!, $locked: Boolean, $pinned: Boolean) {\n    moderateForumTopic(tid: $tid, locked: $locked, pinned: $pinned) {\n      ...ForumTopicFields\n    }\n  }\n": typeof types.ModerateForumTopicDocument,
    "\n  subscription ForumTopicChanged($tid: ID!, $after: ID) {\n    forumTopicChanged(tid: $tid, after: $after) {\n      id\n      kind\n      post {\n        ...ForumPostFields\n      }\n      topic {\n        ...ForumTopicFields\n      }\n    }\n  }\n": typeof types.ForumTopicChangedDocument,
    "\n  mutation CreateForumCategory($name: String!, $description: String, $adminsOnly: Boolean) {\n    createForumCategory(name: $name, description: $description, adminsOnly: $adminsOnly) {\n      # the dialog reads the categories again; the typename invalidates every cached list of them\n      cid\n    }\n  }\n": typeof types.CreateForumCategoryDocument,
    "\n  mutation UpdateForumCategory($cid: ID!, $name: String, $description: String, $adminsOnly: Boolean) {\n    updateForumCategory(cid: $cid, name: $name, description: $description, adminsOnly: $adminsOnly) {\n      # the dialog reads the categories again; the typename invalidates every cached list of them\n      cid\n    }\n  }\n": typeof types.UpdateForumCategoryDocument,
    "\n  mutation DeleteForumCategory($cid: ID!) {\n    deleteForumCategory(cid: $cid)\n  }\n": typeof types.DeleteForumCategoryDocument,
    "\n  query GroupHookups($view: GroupHookupView, $category: String, $status: GroupHookupStatus, $page: Int, $size: Int) {\n    groupHookups(view: $view, category: $category, status: $status, page: $page, size: $size) {\n      elements {\n        ...GroupHookupFields\n      }\n      totalPages\n      page\n      eventCursor\n    }\n  }\n": typeof types.GroupHookupsDocument,
    "\n  query HighlightedGroupHookups {\n    highlightedGroupHookups {\n      ...GroupHookupFields\n    }\n    highlightedGroupHookupsEventCursor\n  }\n": typeof types.HighlightedGroupHookupsDocument,
    "\n  query GroupHookupCategories {\n    categories {\n      name\n      label\n    }\n  }\n": typeof types.GroupHookupCategoriesDocument,
    "\n  query GroupHookup($uuid: ID!) {\n    groupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n      eventCursor\n    }\n  }\n": typeof types.GroupHookupDocument,
    "\n  query PublicGroupHookup($uuid: ID!) {\n    publicGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": typeof types.PublicGroupHookupDocument,
    "\n  mutation CreateGroupHookup($input: GroupHookupInput!) {\n    createGroupHookup(input: $input) {\n      ...GroupHookupFields\n    }\n  }\n": typeof types.CreateGroupHookupDocument,
    "\n  mutation UpdateGroupHookup($uuid: ID!, $input: GroupHookupInput!) {\n    updateGroupHookup(uuid: $uuid, input: $input) {\n      ...GroupHookupFields\n    }\n  }\n": typeof types.UpdateGroupHookupDocument,
    "\n  mutation AttendGroupHookup($uuid: ID!) {\n    attendGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": typeof types.AttendGroupHookupDocument,
    "\n  mutation LeaveGroupHookup($uuid: ID!) {\n    leaveGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": typeof types.LeaveGroupHookupDocument,
    "\n  mutation CancelGroupHookup($uuid: ID!, $reason: String!) {\n    cancelGroupHookup(uuid: $uuid, reason: $reason) {\n      ...GroupHookupFields\n    }\n  }\n": typeof types.CancelGroupHookupDocument,
    "\n  mutation ApproveGroupHookup($uuid: ID!) {\n    approveGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": typeof types.ApproveGroupHookupDocument,
    "\n  mutation RejectGroupHookup($uuid: ID!, $reason: String!) {\n    rejectGroupHookup(uuid: $uuid, reason: $reason) {\n      ...GroupHookupFields\n    }\n  }\n": typeof types.RejectGroupHookupDocument,
    "\n  mutation HighlightGroupHookup($uuid: ID!) {\n    highlightGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": typeof types.HighlightGroupHookupDocument,
    "\n  mutation UnhighlightGroupHookup($uuid: ID!) {\n    unhighlightGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": typeof types.UnhighlightGroupHookupDocument,
    "\n  mutation EnterRoom($uuid: ID!) {\n    enterRoom(uuid: $uuid) {\n      uuid\n      closesAt\n    }\n  }\n": typeof types.EnterRoomDocument,
    "\n  mutation LeaveRoom($uuid: ID!) {\n    leaveRoom(uuid: $uuid) {\n      uuid\n    }\n  }\n": typeof types.LeaveRoomDocument,
    "\n  query HomeForumTopics($size: Int) {\n    forumRecent(size: $size) {\n      topics {\n        tid\n        title\n        postCount\n        lastPostAt\n        category {\n          cid\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.HomeForumTopicsDocument,
    "\n  query GetStartedProgress($uuid: ID!) {\n    availability {\n      slots {\n        dayOfWeek\n      }\n    }\n    groupHookups(view: MINE, size: 1) {\n      totalElements\n    }\n    hosting: groupHookups(view: HOSTING, size: 1) {\n      totalElements\n    }\n    memberProfile(uuid: $uuid) {\n      uuid\n      attendedGroupHookups\n    }\n  }\n": typeof types.GetStartedProgressDocument,
    "\n  query MemberHookups($view: HookupView, $page: Int, $size: Int) {\n    hookups(view: $view, page: $page, size: $size) {\n      elements {\n        ...HookupFields\n      }\n      totalPages\n      page\n      eventCursor\n    }\n  }\n": typeof types.MemberHookupsDocument,
    "\n  query MemberHookup($uuid: ID!) {\n    hookup(uuid: $uuid) {\n      ...HookupFields\n    }\n  }\n": typeof types.MemberHookupDocument,
    "\n  query HookupTimeslots($uuid: ID!, $from: String, $to: String) {\n    hookupTimeslots(uuid: $uuid, from: $from, to: $to) {\n      startDateTime\n      endDateTime\n    }\n  }\n": typeof types.HookupTimeslotsDocument,
    "\n  query MemberAvailability {\n    availability {\n      timeZone\n      slots {\n        dayOfWeek\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.MemberAvailabilityDocument,
    "\n  mutation UpdateAvailability($input: AvailabilityInput!) {\n    updateAvailability(input: $input) {\n      timeZone\n      slots {\n        dayOfWeek\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.UpdateAvailabilityDocument,
    "\n  query MemberTimeCycles {\n    timeCycles {\n      id\n      name\n      cadence\n      hookupDuration\n      isDefaultTimeCycle\n      nextRunAt\n      selected\n    }\n  }\n": typeof types.MemberTimeCyclesDocument,
    "\n  mutation SelectTimeCycle($timeCycleId: ID) {\n    selectTimeCycle(timeCycleId: $timeCycleId) {\n      id\n      name\n      cadence\n      hookupDuration\n      isDefaultTimeCycle\n      nextRunAt\n      selected\n    }\n  }\n": typeof types.SelectTimeCycleDocument,
    "\n  mutation ConfirmHookup($uuid: ID!) {\n    confirmHookup(uuid: $uuid) {\n      ...HookupFields\n    }\n  }\n": typeof types.ConfirmHookupDocument,
    "\n  mutation RescheduleHookup($uuid: ID!, $startDateTime: String!) {\n    rescheduleHookup(uuid: $uuid, startDateTime: $startDateTime) {\n      ...HookupFields\n    }\n  }\n": typeof types.RescheduleHookupDocument,
    "\n  mutation CancelHookup($uuid: ID!, $reason: String!) {\n    cancelHookup(uuid: $uuid, reason: $reason) {\n      ...HookupFields\n    }\n  }\n": typeof types.CancelHookupDocument,
    "\n  query HomeHookups {\n    nextHookup {\n      ...HookupFields\n    }\n    nextHookupEventCursor\n    totalHookups {\n      total\n      completed\n      upcoming\n    }\n  }\n": typeof types.HomeHookupsDocument,
    "\n  mutation LinkedInCallback($mode: LinkedInMode!, $query: String!) {\n    linkedInCallback(mode: $mode, query: $query) {\n      status\n      auth {\n        ...AuthPayloadFields\n      }\n      linkToken\n      signupToken\n      email\n      firstName\n      lastName\n    }\n  }\n": typeof types.LinkedInCallbackDocument,
    "\n  mutation LinkedInLink($linkToken: String!, $password: String!) {\n    linkedInLink(linkToken: $linkToken, password: $password) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.LinkedInLinkDocument,
    "\n  mutation LinkedInRegister($input: LinkedInRegisterInput!) {\n    linkedInRegister(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.LinkedInRegisterDocument,
    "\n  query LinkedInEnabled {\n    linkedInEnabled\n  }\n": typeof types.LinkedInEnabledDocument,
    "\n  mutation LinkedInAuthorize($mode: LinkedInMode!) {\n    linkedInAuthorize(mode: $mode)\n  }\n": typeof types.LinkedInAuthorizeDocument,
    "\n  query Locations($query: String!) {\n    locations(query: $query) {\n      lat\n      lng\n      name\n    }\n  }\n": typeof types.LocationsDocument,
    "\n  fragment ContactFields on Contact {\n    uuid\n    fullName\n    imageUrl\n    jobPosition\n    companyName\n    city\n    locationName\n    linkedInUrl\n    met\n    added\n  }\n": typeof types.ContactFieldsFragmentDoc,
    "\n  query MyNetwork($query: String, $page: Int, $size: Int) {\n    myNetwork(query: $query, page: $page, size: $size) {\n      elements {\n        ...ContactFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n": typeof types.MyNetworkDocument,
    "\n  query SearchMembers($fullName: String, $page: Int, $size: Int) {\n    searchMembers(fullName: $fullName, page: $page, size: $size) {\n      elements {\n        ...MemberCardFields\n      }\n      totalElements\n    }\n  }\n": typeof types.SearchMembersDocument,
    "\n  query BlockedUsers {\n    blockedUsers {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      companyName\n      blockedAt\n    }\n  }\n": typeof types.BlockedUsersDocument,
    "\n  query TopActiveMembers {\n    topActiveMembers {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      companyName\n      activity\n    }\n  }\n": typeof types.TopActiveMembersDocument,
    "\n  mutation AddContact($uuid: ID!) {\n    addContact(uuid: $uuid) {\n      ...ContactFields\n    }\n  }\n": typeof types.AddContactDocument,
    "\n  mutation RemoveContact($uuid: ID!) {\n    removeContact(uuid: $uuid)\n  }\n": typeof types.RemoveContactDocument,
    "\n  mutation BlockUser($uuid: ID!) {\n    blockUser(uuid: $uuid) {\n      uuid\n    }\n  }\n": typeof types.BlockUserDocument,
    "\n  mutation UnblockUser($uuid: ID!) {\n    unblockUser(uuid: $uuid) {\n      uuid\n    }\n  }\n": typeof types.UnblockUserDocument,
    "\n  fragment PerkFields on Perk {\n    uuid\n    title\n    partner\n    description\n    howToRedeem\n    link\n    published\n    updatedAt\n  }\n": typeof types.PerkFieldsFragmentDoc,
    "\n  query Perks($all: Boolean) {\n    perks(all: $all) {\n      ...PerkFields\n    }\n  }\n": typeof types.PerksDocument,
    "\n  mutation CreatePerk($input: PerkInput!) {\n    createPerk(input: $input) {\n      ...PerkFields\n    }\n  }\n": typeof types.CreatePerkDocument,
    "\n  mutation UpdatePerk($uuid: ID!, $input: PerkInput!) {\n    updatePerk(uuid: $uuid, input: $input) {\n      ...PerkFields\n    }\n  }\n": typeof types.UpdatePerkDocument,
    "\n  mutation DeletePerk($uuid: ID!) {\n    deletePerk(uuid: $uuid) {\n      id\n    }\n  }\n": typeof types.DeletePerkDocument,
    "\n  mutation DeleteAvatar {\n    deleteAvatar {\n      uuid\n      imageUrl\n    }\n  }\n": typeof types.DeleteAvatarDocument,
    "\n  mutation AdminDeleteAvatar($uuid: ID!) {\n    adminDeleteAvatar(uuid: $uuid) {\n      uuid\n      imageUrl\n    }\n  }\n": typeof types.AdminDeleteAvatarDocument,
    "\n  query JobPositions {\n    jobPositions\n  }\n": typeof types.JobPositionsDocument,
    "\n  fragment MemberProfileView_profile on MemberProfile {\n    uuid\n    fullName\n    imageUrl\n    jobPosition\n    companyName\n    industry\n    companySize\n    yearsOfExperience\n    seniorityLevel\n    location {\n      name\n    }\n    linkedInUrl\n    personalInformation\n    roles\n    tags\n    pastMatches\n    attendedGroupHookups\n    rating {\n      average\n      count\n    }\n  }\n": typeof types.MemberProfileView_ProfileFragmentDoc,
    "\n  query MissingProfileFields {\n    missingProfileFields\n  }\n": typeof types.MissingProfileFieldsDocument,
    "\n  fragment ProfileDetails_user on User {\n    firstName\n    lastName\n    fullName\n    username\n    imageUrl\n    jobPosition\n    linkedInUrl\n    phoneNumber\n    city\n    location {\n      name\n    }\n    companyName\n    companySize\n    industry\n    seniorityLevel\n    yearsOfExperience\n    personalInformation\n  }\n": typeof types.ProfileDetails_UserFragmentDoc,
    "\n  fragment ProfileForm_user on User {\n    uuid\n    firstName\n    lastName\n    phoneNumber\n    jobPosition\n    linkedInUrl\n    location {\n      lat\n      lng\n      name\n    }\n    companyName\n    industry\n    companySize\n    yearsOfExperience\n    seniorityLevel\n    personalInformation\n    howDidYouHearAboutUs\n    acceptTermsAndConditions\n    tags\n  }\n": typeof types.ProfileForm_UserFragmentDoc,
    "\n  query ProfileFormOptions {\n    jobPositions\n    tags {\n      slug\n      name\n    }\n  }\n": typeof types.ProfileFormOptionsDocument,
    "\n  query ReferralLink {\n    referralLink {\n      code\n      url\n    }\n  }\n": typeof types.ReferralLinkDocument,
    "\n  fragment InvitationFields on Invitation {\n    email\n    invitedAt\n    lastSentAt\n    sentCount\n    joined\n    joinedUserUuid\n    joinedFullName\n  }\n": typeof types.InvitationFieldsFragmentDoc,
    "\n  query Referrals {\n    referrals {\n      invitations {\n        ...InvitationFields\n      }\n      registeredWithLink {\n        uuid\n        fullName\n        registeredAt\n      }\n    }\n  }\n": typeof types.ReferralsDocument,
    "\n  mutation InviteFriend($email: String!) {\n    inviteFriend(email: $email) {\n      ...InvitationFields\n    }\n  }\n": typeof types.InviteFriendDocument,
    "\n  query LastReviews($userUuid: ID!, $size: Int!) {\n    lastReviews(userUuid: $userUuid, size: $size) {\n      uuid\n      ...ReviewFields\n    }\n  }\n": typeof types.LastReviewsDocument,
    "\n  fragment ReviewFields on Review {\n    uuid\n    meetingKind\n    meetingUuid\n    meetingTitle\n    reviewer {\n      uuid\n      fullName\n      imageUrl\n    }\n    reviewee {\n      uuid\n      fullName\n      imageUrl\n    }\n    rating\n    comment\n    createdAt\n    revealDueAt\n    revealedAt\n  }\n": typeof types.ReviewFieldsFragmentDoc,
    "\n  query ReviewsOverview {\n    pendingReviews {\n      meetingKind\n      meetingUuid\n      meetingTitle\n      reviewee {\n        uuid\n        fullName\n        imageUrl\n      }\n      endedAt\n      windowClosesAt\n    }\n    pendingReviewsEventCursor\n    reviewRating {\n      average\n      count\n      shown\n    }\n    attendanceScore {\n      score\n      meetings\n      noShows\n    }\n  }\n": typeof types.ReviewsOverviewDocument,
    "\n  query ReviewList($scope: String!, $page: Int!, $size: Int!) {\n    reviews(scope: $scope, page: $page, size: $size) {\n      elements {\n        ...ReviewFields\n      }\n      totalPages\n      totalElements\n      page\n      eventCursor\n    }\n  }\n": typeof types.ReviewListDocument,
    "\n  query AllReviews($rating: Int, $page: Int!, $size: Int!) {\n    reviews(all: true, rating: $rating, page: $page, size: $size) {\n      elements {\n        ...ReviewFields\n        privateFeedback\n      }\n      totalPages\n      totalElements\n      page\n      eventCursor\n    }\n  }\n": typeof types.AllReviewsDocument,
    "\n  mutation SubmitReview($input: ReviewInput!) {\n    submitReview(input: $input) {\n      ...ReviewFields\n    }\n  }\n": typeof types.SubmitReviewDocument,
    "\n  subscription LiveReviewChanged($after: ID) {\n    reviewChanged(after: $after) {\n      eventId\n      kind\n      reviewUuid\n    }\n  }\n": typeof types.LiveReviewChangedDocument,
    "\n  fragment TagFields on Tag {\n    slug\n    name\n    description\n    color\n    fontColor\n  }\n": typeof types.TagFieldsFragmentDoc,
    "\n  query Tags {\n    tags {\n      ...TagFields\n    }\n  }\n": typeof types.TagsDocument,
    "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n": typeof types.CreateTagDocument,
    "\n  mutation UpdateTag($slug: ID!, $input: TagInput!) {\n    updateTag(slug: $slug, input: $input) {\n      ...TagFields\n    }\n  }\n": typeof types.UpdateTagDocument,
    "\n  mutation DeleteTag($slug: ID!) {\n    deleteTag(slug: $slug) {\n      id\n    }\n  }\n": typeof types.DeleteTagDocument,
    "\n  fragment ChatMessageFields on ChatMessage {\n    sid\n    conversationSid\n    index\n    body\n    author\n    authorName\n    clientMessageId\n    dateCreated\n    edited\n    deleted\n    status\n    media {\n      sid\n      filename\n      contentType\n      size\n      url\n    }\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ChatConversationFields on ChatConversation {\n    sid\n    kind\n    friendlyName\n    title\n    isCreator\n    groupHookupUUID\n    dateUpdated\n    lastMessageIndex\n    unreadCount\n    notificationLevel\n    lastReadMessageIndex\n    lastMessage {\n      ...ChatMessageFields\n    }\n    participants {\n      sid\n      identity\n      friendlyName\n      imageUrl\n      lastReadMessageIndex\n      lastDeliveredMessageIndex\n    }\n  }\n": typeof types.ChatConversationFieldsFragmentDoc,
    "\n  query ChatConversations($size: Int) {\n    chatConversations(page: 0, size: $size) {\n      eventCursor\n      elements {\n        ...ChatConversationFields\n      }\n    }\n  }\n": typeof types.ChatConversationsDocument,
    "\n  query ChatConversation($sid: ID!) {\n    chatConversation(sid: $sid) {\n      ...ChatConversationFields\n    }\n  }\n": typeof types.ChatConversationDocument,
    "\n  query ChatMessages($conversationSid: ID!, $before: Int, $size: Int) {\n    chatMessages(conversationSid: $conversationSid, before: $before, size: $size) {\n      hasMore\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n": typeof types.ChatMessagesDocument,
    "\n  query ChatAccessToken {\n    chatAccessToken {\n      token\n      expiresAt\n    }\n  }\n": typeof types.ChatAccessTokenDocument,
    "\n  subscription ChatChanged($token: String!, $after: ID) {\n    chatChanged(token: $token, after: $after) {\n      eventId\n      kind\n      conversationSid\n      conversation {\n        ...ChatConversationFields\n      }\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n": typeof types.ChatChangedDocument,
    "\n  subscription ChatTyping($conversationSid: ID!) {\n    chatTyping(conversationSid: $conversationSid) {\n      conversationSid\n      identity\n      friendlyName\n      expiresAt\n    }\n  }\n": typeof types.ChatTypingDocument,
    "\n  mutation StartChat($participants: [ID!]!, $friendlyName: String) {\n    startChat(participants: $participants, friendlyName: $friendlyName) {\n      ...ChatConversationFields\n    }\n  }\n": typeof types.StartChatDocument,
    "\n  mutation OpenGroupHookupChat($uuid: ID!) {\n    openGroupHookupChat(uuid: $uuid) {\n      ...ChatConversationFields\n    }\n  }\n": typeof types.OpenGroupHookupChatDocument,
    "\n  mutation RenameChat($sid: ID!, $friendlyName: String!) {\n    renameChatConversation(sid: $sid, friendlyName: $friendlyName) {\n      ...ChatConversationFields\n    }\n  }\n": typeof types.RenameChatDocument,
    "\n  mutation AddChatParticipant($sid: ID!, $identity: ID!) {\n    addChatParticipant(sid: $sid, identity: $identity) {\n      ...ChatConversationFields\n    }\n  }\n": typeof types.AddChatParticipantDocument,
    "\n  mutation LeaveChat($sid: ID!) {\n    leaveChatConversation(sid: $sid)\n  }\n": typeof types.LeaveChatDocument,
    "\n  mutation SetChatNotificationLevel($sid: ID!, $level: ChatNotificationLevel!) {\n    setChatNotificationLevel(sid: $sid, level: $level) {\n      ...ChatConversationFields\n    }\n  }\n": typeof types.SetChatNotificationLevelDocument,
    "\n  mutation AdvanceChatHorizons($sid: ID!, $lastReadMessageIndex: Int, $lastDeliveredMessageIndex: Int) {\n    advanceChatHorizons(sid: $sid, lastReadMessageIndex: $lastReadMessageIndex, lastDeliveredMessageIndex: $lastDeliveredMessageIndex) {\n      ...ChatConversationFields\n    }\n  }\n": typeof types.AdvanceChatHorizonsDocument,
    "\n  mutation SendChatMessage($conversationSid: ID!, $body: String, $mediaSids: [ID!], $clientMessageId: String) {\n    sendChatMessage(conversationSid: $conversationSid, body: $body, mediaSids: $mediaSids, clientMessageId: $clientMessageId) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation EditChatMessage($conversationSid: ID!, $sid: ID!, $body: String!) {\n    editChatMessage(conversationSid: $conversationSid, sid: $sid, body: $body) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.EditChatMessageDocument,
    "\n  mutation DeleteChatMessage($conversationSid: ID!, $sid: ID!) {\n    deleteChatMessage(conversationSid: $conversationSid, sid: $sid) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.DeleteChatMessageDocument,
    "\n  mutation SendChatTyping($conversationSid: ID!) {\n    sendChatTyping(conversationSid: $conversationSid)\n  }\n": typeof types.SendChatTypingDocument,
    "\n  query FeatureGates {\n    featureGates {\n      name\n      enabled\n      description\n    }\n  }\n": typeof types.FeatureGatesDocument,
    "\n  mutation SetFeatureGate($name: String!, $enabled: Boolean!) {\n    setFeatureGate(name: $name, enabled: $enabled) {\n      name\n      enabled\n      description\n    }\n  }\n": typeof types.SetFeatureGateDocument,
    "\n  fragment GroupHookupFields on GroupHookup {\n    uuid\n    title\n    description\n    whoShouldJoin\n    whyShouldJoin\n    whatWillDiscuss\n    category\n    startDate\n    duration\n    maxParticipants\n    slotsLeft\n    status\n    private\n    sponsored\n    highlighted\n    tags\n    imageUrl\n    hostUUID\n    hostFullName\n    hostImageUrl\n    hostRoles\n    host {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    participants {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    cancellationReason\n    createdOn\n    updatedOn\n    isParticipant\n    isHost\n  }\n": typeof types.GroupHookupFieldsFragmentDoc,
    "\n  fragment HookupFields on Hookup {\n    uuid\n    partner {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    videoCallId\n    startDateTime\n    endDateTime\n    createdOn\n    timeCycleId\n    timeCycleName\n    hookupStatus\n    rescheduled\n    rescheduleCount\n    reschedulesLeft\n    confirmed\n    confirmedByMe\n    matchReasons\n    cancellationReason\n    cancelledBy {\n      uuid\n      fullName\n    }\n  }\n": typeof types.HookupFieldsFragmentDoc,
    "\n  subscription LiveHookupChanged($after: ID) {\n    hookupChanged(after: $after) {\n      eventId\n      kind\n      actorUUID\n      hookup {\n        ...HookupFields\n      }\n    }\n  }\n": typeof types.LiveHookupChangedDocument,
    "\n  subscription LiveGroupHookupChanged($uuid: ID, $after: ID) {\n    groupHookupChanged(uuid: $uuid, after: $after) {\n      eventId\n      kind\n      groupHookup {\n        ...GroupHookupFields\n      }\n    }\n  }\n": typeof types.LiveGroupHookupChangedDocument,
    "\n  subscription LiveRoomPresence($uuid: ID!, $after: ID) {\n    roomPresence(uuid: $uuid, after: $after) {\n      eventId\n      uuid\n      present {\n        uuid\n        fullName\n        imageUrl\n        jobPosition\n        roles\n      }\n    }\n  }\n": typeof types.LiveRoomPresenceDocument,
    "\n  query LiveRoom($uuid: ID!) {\n    room(uuid: $uuid) {\n      uuid\n      opensAt\n      closesAt\n      present {\n        uuid\n        fullName\n        imageUrl\n        jobPosition\n        roles\n      }\n    }\n  }\n": typeof types.LiveRoomDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    message\n    image\n    date\n    viewed\n    isNew\n    redirectUrl\n    notificationCode\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($page: Int, $size: Int) {\n    notifications(page: $page, size: $size) {\n      elements {\n        ...NotificationFields\n      }\n      totalPages\n      newNotificationsCount\n      eventCursor\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsNotNew {\n    markNotificationsNotNew {\n      newNotificationsCount\n    }\n  }\n": typeof types.MarkNotificationsNotNewDocument,
    "\n  mutation MarkNotificationViewed($id: ID!) {\n    markNotificationViewed(id: $id) {\n      ...NotificationFields\n    }\n  }\n": typeof types.MarkNotificationViewedDocument,
    "\n  subscription LiveNotificationChanged($after: ID) {\n    notificationChanged(after: $after) {\n      eventId\n      kind\n      notification {\n        ...NotificationFields\n      }\n      newNotificationsCount\n    }\n  }\n": typeof types.LiveNotificationChangedDocument,
    "\n  query SessionUser {\n    me {\n      uuid\n      username\n      fullName\n      imageUrl\n      roles\n      verified\n    }\n  }\n": typeof types.SessionUserDocument,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    accessToken\n    refreshToken\n    user {\n      uuid\n      username\n      fullName\n      imageUrl\n      roles\n      verified\n    }\n  }\n": typeof types.AuthPayloadFieldsFragmentDoc,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": typeof types.LogoutDocument,
    "\n  subscription VideoRoomEnded($roomId: ID!, $after: ID) {\n    videoRoomEnded(roomId: $roomId, after: $after) {\n      eventId\n      roomId\n      endedAt\n    }\n  }\n": typeof types.VideoRoomEndedDocument,
    "\n  query GroupHookupVideoRoom($uuid: ID!) {\n    groupHookup(uuid: $uuid) {\n      uuid\n      videoRoomId\n    }\n  }\n": typeof types.GroupHookupVideoRoomDocument,
    "\n  query VideoToken($roomId: ID!) {\n    videoToken(roomId: $roomId) {\n      token\n      roomId\n      closesAt\n      iceServers {\n        urls\n        username\n        credential\n      }\n      eventCursor\n    }\n  }\n": typeof types.VideoTokenDocument,
    "\n  query FeedbackList($handled: Boolean) {\n    feedbackList(handled: $handled) {\n      uuid\n      name\n      email\n      message\n      page\n      createdAt\n      handledAt\n    }\n  }\n": typeof types.FeedbackListDocument,
    "\n  mutation MarkFeedbackHandled($uuid: ID!) {\n    markFeedbackHandled(uuid: $uuid) {\n      uuid\n      handledAt\n    }\n  }\n": typeof types.MarkFeedbackHandledDocument,
    "\n  query ErrorReports {\n    errorReports {\n      message\n      count\n      lastSeenAt\n      lastRoute\n      release\n      lastUserUuid\n      breadcrumbs\n    }\n  }\n": typeof types.ErrorReportsDocument,
    "\n  query AiAgentQuestions {\n    aiAgentQuestions {\n      engine\n      suggested {\n        key\n        text\n      }\n      profile {\n        key\n        question\n        answer\n      }\n    }\n  }\n": typeof types.AiAgentQuestionsDocument,
    "\n  query AiAgentThread {\n    aiAgentThread {\n      uuid\n      role\n      content\n      source\n      createdAt\n    }\n  }\n": typeof types.AiAgentThreadDocument,
    "\n  mutation SaveAiAgentAnswers($answers: [AiAgentAnswerInput!]!) {\n    saveAiAgentAnswers(answers: $answers) {\n      engine\n      suggested {\n        key\n        text\n      }\n      profile {\n        key\n        question\n        answer\n      }\n    }\n  }\n": typeof types.SaveAiAgentAnswersDocument,
    "\n  subscription AiAgentAnswer($question: String, $questionKey: String) {\n    aiAgentAnswer(question: $question, questionKey: $questionKey) {\n      delta\n      error\n      message {\n        uuid\n        role\n        content\n        source\n        createdAt\n      }\n    }\n  }\n": typeof types.AiAgentAnswerDocument,
    "\n  mutation ConfirmUsernameChange($confirmationToken: String!) {\n    confirmUsernameChange(confirmationToken: $confirmationToken) {\n      message\n    }\n  }\n": typeof types.ConfirmUsernameChangeDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      message\n    }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  query MyProfile {\n    me {\n      uuid\n      fullName\n      imageUrl\n      ...ProfileDetails_user\n      ...ProfileForm_user\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      uuid\n      fullName\n      imageUrl\n      ...ProfileDetails_user\n      ...ProfileForm_user\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      message\n    }\n  }\n": typeof types.ChangeUsernameDocument,
    "\n  fragment MailingPreferencesFields on MailingPreferences {\n    preferences {\n      notificationCode\n      label\n      email\n    }\n    unsubscribeDate\n    pauseNotificationsStartDate\n    pauseNotificationsEndDate\n    paused\n  }\n": typeof types.MailingPreferencesFieldsFragmentDoc,
    "\n  query MailingPreferences {\n    mailingPreferences {\n      ...MailingPreferencesFields\n    }\n  }\n": typeof types.MailingPreferencesDocument,
    "\n  mutation UpdateMailingPreferences($input: MailingPreferencesInput!) {\n    updateMailingPreferences(input: $input) {\n      ...MailingPreferencesFields\n    }\n  }\n": typeof types.UpdateMailingPreferencesDocument,
    "\n  mutation PauseNotifications($weeks: Int) {\n    pauseNotifications(weeks: $weeks) {\n      ...MailingPreferencesFields\n    }\n  }\n": typeof types.PauseNotificationsDocument,
    "\n  mutation UnpauseNotifications {\n    unpauseNotifications {\n      ...MailingPreferencesFields\n    }\n  }\n": typeof types.UnpauseNotificationsDocument,
    "\n  mutation Unsubscribe($token: String!, $email: String!) {\n    unsubscribe(token: $token, email: $email) {\n      message\n    }\n  }\n": typeof types.UnsubscribeDocument,
    "\n  query UserToEdit($uuid: ID!) {\n    adminUser(uuid: $uuid) {\n      uuid\n      fullName\n      username\n      imageUrl\n      ...ProfileForm_user\n    }\n  }\n": typeof types.UserToEditDocument,
    "\n  mutation AdminUpdateUser($uuid: ID!, $input: ProfileInput!) {\n    adminUpdateUser(uuid: $uuid, input: $input) {\n      uuid\n      fullName\n      imageUrl\n      ...ProfileForm_user\n    }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  query MemberProfile($uuid: ID!) {\n    memberProfile(uuid: $uuid) {\n      uuid\n      fullName\n      ...MemberProfileView_profile\n    }\n  }\n": typeof types.MemberProfileDocument,
};
const documents: Documents = {
    "\n  fragment AdminTimeCycleFields on TimeCycle {\n    id\n    name\n    cadence\n    hookupDuration\n    isDefaultTimeCycle\n    active\n    nextRunAt\n    lastRunAt\n    members\n  }\n": types.AdminTimeCycleFieldsFragmentDoc,
    "\n  fragment MatchingRunFields on MatchingRun {\n    id\n    timeCycleId\n    trigger\n    windowStart\n    windowEnd\n    candidates\n    pairs\n    unmatched\n    repeatedNoShows\n    totalScore\n    startedAt\n    finishedAt\n  }\n": types.MatchingRunFieldsFragmentDoc,
    "\n  fragment AdminHookupFields on Hookup {\n    uuid\n    startDateTime\n    endDateTime\n    hookupStatus\n    timeCycleName\n    rescheduleCount\n    confirmed\n    cancellationReason\n    firstParticipant {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n    }\n    secondParticipant {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n    }\n  }\n": types.AdminHookupFieldsFragmentDoc,
    "\n  query AdminTimeCycles {\n    adminTimeCycles {\n      ...AdminTimeCycleFields\n    }\n  }\n": types.AdminTimeCyclesDocument,
    "\n  query MatchingRuns($timeCycleId: ID!) {\n    matchingRuns(timeCycleId: $timeCycleId) {\n      ...MatchingRunFields\n    }\n  }\n": types.MatchingRunsDocument,
    "\n  mutation CreateTimeCycle($input: TimeCycleInput!) {\n    createTimeCycle(input: $input) {\n      ...AdminTimeCycleFields\n    }\n  }\n": types.CreateTimeCycleDocument,
    "\n  mutation UpdateTimeCycle($id: ID!, $input: TimeCycleInput!) {\n    updateTimeCycle(id: $id, input: $input) {\n      ...AdminTimeCycleFields\n    }\n  }\n": types.UpdateTimeCycleDocument,
    "\n  mutation RunMatching($timeCycleId: ID!) {\n    runMatching(timeCycleId: $timeCycleId) {\n      ...MatchingRunFields\n    }\n  }\n": types.RunMatchingDocument,
    "\n  query AllHookups($status: HookupStatus, $fullName: String, $page: Int, $size: Int) {\n    allHookups(status: $status, fullName: $fullName, page: $page, size: $size) {\n      elements {\n        ...AdminHookupFields\n      }\n      totalPages\n      totalElements\n      page\n      eventCursor\n    }\n  }\n": types.AllHookupsDocument,
    "\n  query AdminHookup($uuid: ID!) {\n    adminHookup(uuid: $uuid) {\n      ...AdminHookupFields\n    }\n  }\n": types.AdminHookupDocument,
    "\n  mutation UpdateHookup($input: HookupInput!) {\n    updateHookup(input: $input) {\n      ...AdminHookupFields\n    }\n  }\n": types.UpdateHookupDocument,
    "\n  query MemberPicker($fullName: String, $page: Int, $size: Int) {\n    memberPicker(fullName: $fullName, page: $page, size: $size) {\n      elements {\n        uuid\n        fullName\n        username\n        imageUrl\n        jobPosition\n      }\n      totalPages\n      page\n    }\n  }\n": types.MemberPickerDocument,
    "\n  fragment AdminUserRowFields on AdminUserRow {\n    uuid\n    fullName\n    username\n    imageUrl\n    jobPosition\n    roles\n    city\n    companyName\n    location {\n      name\n    }\n    subscribe\n    active\n    verified\n    createdOn\n    lastActivity\n  }\n": types.AdminUserRowFieldsFragmentDoc,
    "\n  query AdminUsers($filters: AdminUserFilters, $page: Int, $size: Int, $sortBy: AdminUserSort, $sortDirection: SortDirection) {\n    adminUsers(filters: $filters, page: $page, size: $size, sortBy: $sortBy, sortDirection: $sortDirection) {\n      elements {\n        ...AdminUserRowFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query Roles {\n    roles {\n      role\n      label\n    }\n  }\n": types.RolesDocument,
    "\n  mutation SetUserRoles($uuid: ID!, $roles: [Role!]!) {\n    setUserRoles(uuid: $uuid, roles: $roles) {\n      uuid\n      roles\n    }\n  }\n": types.SetUserRolesDocument,
    "\n  mutation DisableUser($uuid: ID!) {\n    disableUser(uuid: $uuid) {\n      uuid\n      active\n    }\n  }\n": types.DisableUserDocument,
    "\n  mutation EnableUser($uuid: ID!) {\n    enableUser(uuid: $uuid) {\n      uuid\n      active\n    }\n  }\n": types.EnableUserDocument,
    "\n  mutation AdminCreateUser($input: AdminCreateUserInput!) {\n    adminCreateUser(input: $input) {\n      uuid\n      fullName\n    }\n  }\n": types.AdminCreateUserDocument,
    "\n  query CalendarHookups($from: String, $to: String, $size: Int) {\n    hookups(view: ALL, from: $from, to: $to, size: $size) {\n      elements {\n        uuid\n        startDateTime\n        endDateTime\n        hookupStatus\n        partner {\n          uuid\n          fullName\n        }\n      }\n      totalPages\n    }\n  }\n": types.CalendarHookupsDocument,
    "\n  query CalendarGroupHookups($view: GroupHookupView!, $from: String, $to: String, $size: Int) {\n    groupHookups(view: $view, from: $from, to: $to, size: $size) {\n      elements {\n        uuid\n        title\n        startDate\n        duration\n        status\n      }\n      totalPages\n    }\n  }\n": types.CalendarGroupHookupsDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      url\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation RotateCalendarFeed {\n    rotateCalendarFeed {\n      url\n    }\n  }\n": types.RotateCalendarFeedDocument,
    "\n  fragment MemberCardFields on MemberCard {\n    uuid\n    fullName\n    imageUrl\n    jobPosition\n    companyName\n    city\n    locationName\n    linkedInUrl\n    rating {\n      average\n      count\n    }\n  }\n": types.MemberCardFieldsFragmentDoc,
    "\n  query Experts($page: Int, $size: Int) {\n    experts(page: $page, size: $size) {\n      elements {\n        ...MemberCardFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n": types.ExpertsDocument,
    "\n  query Ambassadors($page: Int, $size: Int) {\n    ambassadors(page: $page, size: $size) {\n      elements {\n        ...MemberCardFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n": types.AmbassadorsDocument,
    "\n  query FeedbackSettings {\n    feedbackSettings {\n      redirect\n      sentryDsn\n    }\n  }\n": types.FeedbackSettingsDocument,
    "\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      uuid\n    }\n  }\n": types.SendFeedbackDocument,
    "\n  mutation ReportError($input: ErrorReportInput!) {\n    reportError(input: $input)\n  }\n": types.ReportErrorDocument,
    "\n  fragment ForumAuthorFields on ForumAuthor {\n    uid\n    userUuid\n    displayName\n    imageUrl\n    reputation\n  }\n": types.ForumAuthorFieldsFragmentDoc,
    "\n  fragment ForumPostFields on ForumPost {\n    pid\n    tid\n    toPid\n    author {\n      ...ForumAuthorFields\n    }\n    html\n    plainText\n    createdAt\n    editedAt\n    deleted\n    upvotes\n    downvotes\n    myVote\n    replyCount\n    mine\n  }\n": types.ForumPostFieldsFragmentDoc,
    "\n  fragment ForumTopicFields on ForumTopic {\n    tid\n    cid\n    category {\n      cid\n      name\n    }\n    title\n    slug\n    tags\n    author {\n      ...ForumAuthorFields\n    }\n    createdAt\n    lastPostAt\n    postCount\n    viewCount\n    locked\n    pinned\n    deleted\n    following\n    teaser {\n      pid\n      plainText\n    }\n    mainPost {\n      pid\n      plainText\n    }\n  }\n": types.ForumTopicFieldsFragmentDoc,
    "\n  query ForumCategories {\n    forumCategories {\n      cid\n      name\n      description\n      slug\n      adminsOnly\n      topicCount\n      postCount\n    }\n  }\n": types.ForumCategoriesDocument,
    "\n  query ForumRecent($cid: ID, $after: String, $size: Int) {\n    forumRecent(cid: $cid, after: $after, size: $size) {\n      topics {\n        ...ForumTopicFields\n      }\n      nextCursor\n    }\n  }\n": types.ForumRecentDocument,
    "\n  query ForumSearch($query: String!, $after: String) {\n    forumSearch(query: $query, after: $after) {\n      topics {\n        ...ForumTopicFields\n      }\n      posts {\n        ...ForumPostFields\n      }\n      nextCursor\n    }\n  }\n": types.ForumSearchDocument,
    "\n  query ForumTopic($tid: ID!) {\n    forumTopic(tid: $tid) {\n      ...ForumTopicFields\n    }\n  }\n": types.ForumTopicDocument,
    "\n  query ForumTopicPosts($tid: ID!, $after: String) {\n    forumTopicPosts(tid: $tid, after: $after) {\n      posts {\n        ...ForumPostFields\n      }\n      nextCursor\n      eventCursor\n    }\n  }\n": types.ForumTopicPostsDocument,
    "\n  query ForumPostRaw($pid: ID!) {\n    forumPostRaw(pid: $pid)\n  }\n": types.ForumPostRawDocument,
    "\n  query ForumPostPublic($pid: ID!) {\n    forumPostPublic(pid: $pid) {\n      post {\n        ...ForumPostFields\n      }\n      topic {\n        ...ForumTopicFields\n      }\n    }\n  }\n": types.ForumPostPublicDocument,
    "\n  mutation CreateForumTopic($cid: ID!, $title: String!, $contentJson: String!, $tags: [String!]) {\n    createForumTopic(cid: $cid, title: $title, contentJson: $contentJson, tags: $tags) {\n      ...ForumTopicFields\n    }\n  }\n": types.CreateForumTopicDocument,
    "\n  mutation ReplyForumTopic($tid: ID!, $contentJson: String!, $toPid: ID) {\n    replyForumTopic(tid: $tid, contentJson: $contentJson, toPid: $toPid) {\n      ...ForumPostFields\n    }\n  }\n": types.ReplyForumTopicDocument,
    "\n  mutation EditForumPost($pid: ID!, $contentJson: String!) {\n    editForumPost(pid: $pid, contentJson: $contentJson) {\n      ...ForumPostFields\n    }\n  }\n": types.EditForumPostDocument,
    "\n  mutation DeleteForumPost($pid: ID!) {\n    deleteForumPost(pid: $pid) {\n      ...ForumPostFields\n    }\n  }\n": types.DeleteForumPostDocument,
    "\n  mutation VoteForumPost($pid: ID!, $delta: Int!) {\n    voteForumPost(pid: $pid, delta: $delta) {\n      ...ForumPostFields\n    }\n  }\n": types.VoteForumPostDocument,
    "\n  mutation FollowForumTopic($tid: ID!, $follow: Boolean!) {\n    followForumTopic(tid: $tid, follow: $follow) {\n      ...ForumTopicFields\n    }\n  }\n": types.FollowForumTopicDocument,
    "\n  mutation ModerateForumTopic($tid: ID!, $locked: Boolean, $pinned: Boolean) {\n    moderateForumTopic(tid: $tid, locked: $locked, pinned: $pinned) {\n      ...ForumTopicFields\n    }\n  }\n": types.ModerateForumTopicDocument,
    "\n  subscription ForumTopicChanged($tid: ID!, $after: ID) {\n    forumTopicChanged(tid: $tid, after: $after) {\n      id\n      kind\n      post {\n        ...ForumPostFields\n      }\n      topic {\n        ...ForumTopicFields\n      }\n    }\n  }\n": types.ForumTopicChangedDocument,
    "\n  mutation CreateForumCategory($name: String!, $description: String, $adminsOnly: Boolean) {\n    createForumCategory(name: $name, description: $description, adminsOnly: $adminsOnly) {\n      # the dialog reads the categories again; the typename invalidates every cached list of them\n      cid\n    }\n  }\n": types.CreateForumCategoryDocument,
    "\n  mutation UpdateForumCategory($cid: ID!, $name: String, $description: String, $adminsOnly: Boolean) {\n    updateForumCategory(cid: $cid, name: $name, description: $description, adminsOnly: $adminsOnly) {\n      # the dialog reads the categories again; the typename invalidates every cached list of them\n      cid\n    }\n  }\n": types.UpdateForumCategoryDocument,
    "\n  mutation DeleteForumCategory($cid: ID!) {\n    deleteForumCategory(cid: $cid)\n  }\n": types.DeleteForumCategoryDocument,
    "\n  query GroupHookups($view: GroupHookupView, $category: String, $status: GroupHookupStatus, $page: Int, $size: Int) {\n    groupHookups(view: $view, category: $category, status: $status, page: $page, size: $size) {\n      elements {\n        ...GroupHookupFields\n      }\n      totalPages\n      page\n      eventCursor\n    }\n  }\n": types.GroupHookupsDocument,
    "\n  query HighlightedGroupHookups {\n    highlightedGroupHookups {\n      ...GroupHookupFields\n    }\n    highlightedGroupHookupsEventCursor\n  }\n": types.HighlightedGroupHookupsDocument,
    "\n  query GroupHookupCategories {\n    categories {\n      name\n      label\n    }\n  }\n": types.GroupHookupCategoriesDocument,
    "\n  query GroupHookup($uuid: ID!) {\n    groupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n      eventCursor\n    }\n  }\n": types.GroupHookupDocument,
    "\n  query PublicGroupHookup($uuid: ID!) {\n    publicGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": types.PublicGroupHookupDocument,
    "\n  mutation CreateGroupHookup($input: GroupHookupInput!) {\n    createGroupHookup(input: $input) {\n      ...GroupHookupFields\n    }\n  }\n": types.CreateGroupHookupDocument,
    "\n  mutation UpdateGroupHookup($uuid: ID!, $input: GroupHookupInput!) {\n    updateGroupHookup(uuid: $uuid, input: $input) {\n      ...GroupHookupFields\n    }\n  }\n": types.UpdateGroupHookupDocument,
    "\n  mutation AttendGroupHookup($uuid: ID!) {\n    attendGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": types.AttendGroupHookupDocument,
    "\n  mutation LeaveGroupHookup($uuid: ID!) {\n    leaveGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": types.LeaveGroupHookupDocument,
    "\n  mutation CancelGroupHookup($uuid: ID!, $reason: String!) {\n    cancelGroupHookup(uuid: $uuid, reason: $reason) {\n      ...GroupHookupFields\n    }\n  }\n": types.CancelGroupHookupDocument,
    "\n  mutation ApproveGroupHookup($uuid: ID!) {\n    approveGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": types.ApproveGroupHookupDocument,
    "\n  mutation RejectGroupHookup($uuid: ID!, $reason: String!) {\n    rejectGroupHookup(uuid: $uuid, reason: $reason) {\n      ...GroupHookupFields\n    }\n  }\n": types.RejectGroupHookupDocument,
    "\n  mutation HighlightGroupHookup($uuid: ID!) {\n    highlightGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": types.HighlightGroupHookupDocument,
    "\n  mutation UnhighlightGroupHookup($uuid: ID!) {\n    unhighlightGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": types.UnhighlightGroupHookupDocument,
    "\n  mutation EnterRoom($uuid: ID!) {\n    enterRoom(uuid: $uuid) {\n      uuid\n      closesAt\n    }\n  }\n": types.EnterRoomDocument,
    "\n  mutation LeaveRoom($uuid: ID!) {\n    leaveRoom(uuid: $uuid) {\n      uuid\n    }\n  }\n": types.LeaveRoomDocument,
    "\n  query HomeForumTopics($size: Int) {\n    forumRecent(size: $size) {\n      topics {\n        tid\n        title\n        postCount\n        lastPostAt\n        category {\n          cid\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n": types.HomeForumTopicsDocument,
    "\n  query GetStartedProgress($uuid: ID!) {\n    availability {\n      slots {\n        dayOfWeek\n      }\n    }\n    groupHookups(view: MINE, size: 1) {\n      totalElements\n    }\n    hosting: groupHookups(view: HOSTING, size: 1) {\n      totalElements\n    }\n    memberProfile(uuid: $uuid) {\n      uuid\n      attendedGroupHookups\n    }\n  }\n": types.GetStartedProgressDocument,
    "\n  query MemberHookups($view: HookupView, $page: Int, $size: Int) {\n    hookups(view: $view, page: $page, size: $size) {\n      elements {\n        ...HookupFields\n      }\n      totalPages\n      page\n      eventCursor\n    }\n  }\n": types.MemberHookupsDocument,
    "\n  query MemberHookup($uuid: ID!) {\n    hookup(uuid: $uuid) {\n      ...HookupFields\n    }\n  }\n": types.MemberHookupDocument,
    "\n  query HookupTimeslots($uuid: ID!, $from: String, $to: String) {\n    hookupTimeslots(uuid: $uuid, from: $from, to: $to) {\n      startDateTime\n      endDateTime\n    }\n  }\n": types.HookupTimeslotsDocument,
    "\n  query MemberAvailability {\n    availability {\n      timeZone\n      slots {\n        dayOfWeek\n        startTime\n        endTime\n      }\n    }\n  }\n": types.MemberAvailabilityDocument,
    "\n  mutation UpdateAvailability($input: AvailabilityInput!) {\n    updateAvailability(input: $input) {\n      timeZone\n      slots {\n        dayOfWeek\n        startTime\n        endTime\n      }\n    }\n  }\n": types.UpdateAvailabilityDocument,
    "\n  query MemberTimeCycles {\n    timeCycles {\n      id\n      name\n      cadence\n      hookupDuration\n      isDefaultTimeCycle\n      nextRunAt\n      selected\n    }\n  }\n": types.MemberTimeCyclesDocument,
    "\n  mutation SelectTimeCycle($timeCycleId: ID) {\n    selectTimeCycle(timeCycleId: $timeCycleId) {\n      id\n      name\n      cadence\n      hookupDuration\n      isDefaultTimeCycle\n      nextRunAt\n      selected\n    }\n  }\n": types.SelectTimeCycleDocument,
    "\n  mutation ConfirmHookup($uuid: ID!) {\n    confirmHookup(uuid: $uuid) {\n      ...HookupFields\n    }\n  }\n": types.ConfirmHookupDocument,
    "\n  mutation RescheduleHookup($uuid: ID!, $startDateTime: String!) {\n    rescheduleHookup(uuid: $uuid, startDateTime: $startDateTime) {\n      ...HookupFields\n    }\n  }\n": types.RescheduleHookupDocument,
    "\n  mutation CancelHookup($uuid: ID!, $reason: String!) {\n    cancelHookup(uuid: $uuid, reason: $reason) {\n      ...HookupFields\n    }\n  }\n": types.CancelHookupDocument,
    "\n  query HomeHookups {\n    nextHookup {\n      ...HookupFields\n    }\n    nextHookupEventCursor\n    totalHookups {\n      total\n      completed\n      upcoming\n    }\n  }\n": types.HomeHookupsDocument,
    "\n  mutation LinkedInCallback($mode: LinkedInMode!, $query: String!) {\n    linkedInCallback(mode: $mode, query: $query) {\n      status\n      auth {\n        ...AuthPayloadFields\n      }\n      linkToken\n      signupToken\n      email\n      firstName\n      lastName\n    }\n  }\n": types.LinkedInCallbackDocument,
    "\n  mutation LinkedInLink($linkToken: String!, $password: String!) {\n    linkedInLink(linkToken: $linkToken, password: $password) {\n      ...AuthPayloadFields\n    }\n  }\n": types.LinkedInLinkDocument,
    "\n  mutation LinkedInRegister($input: LinkedInRegisterInput!) {\n    linkedInRegister(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.LinkedInRegisterDocument,
    "\n  query LinkedInEnabled {\n    linkedInEnabled\n  }\n": types.LinkedInEnabledDocument,
    "\n  mutation LinkedInAuthorize($mode: LinkedInMode!) {\n    linkedInAuthorize(mode: $mode)\n  }\n": types.LinkedInAuthorizeDocument,
    "\n  query Locations($query: String!) {\n    locations(query: $query) {\n      lat\n      lng\n      name\n    }\n  }\n": types.LocationsDocument,
    "\n  fragment ContactFields on Contact {\n    uuid\n    fullName\n    imageUrl\n    jobPosition\n    companyName\n    city\n    locationName\n    linkedInUrl\n    met\n    added\n  }\n": types.ContactFieldsFragmentDoc,
    "\n  query MyNetwork($query: String, $page: Int, $size: Int) {\n    myNetwork(query: $query, page: $page, size: $size) {\n      elements {\n        ...ContactFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n": types.MyNetworkDocument,
    "\n  query SearchMembers($fullName: String, $page: Int, $size: Int) {\n    searchMembers(fullName: $fullName, page: $page, size: $size) {\n      elements {\n        ...MemberCardFields\n      }\n      totalElements\n    }\n  }\n": types.SearchMembersDocument,
    "\n  query BlockedUsers {\n    blockedUsers {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      companyName\n      blockedAt\n    }\n  }\n": types.BlockedUsersDocument,
    "\n  query TopActiveMembers {\n    topActiveMembers {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      companyName\n      activity\n    }\n  }\n": types.TopActiveMembersDocument,
    "\n  mutation AddContact($uuid: ID!) {\n    addContact(uuid: $uuid) {\n      ...ContactFields\n    }\n  }\n": types.AddContactDocument,
    "\n  mutation RemoveContact($uuid: ID!) {\n    removeContact(uuid: $uuid)\n  }\n": types.RemoveContactDocument,
    "\n  mutation BlockUser($uuid: ID!) {\n    blockUser(uuid: $uuid) {\n      uuid\n    }\n  }\n": types.BlockUserDocument,
    "\n  mutation UnblockUser($uuid: ID!) {\n    unblockUser(uuid: $uuid) {\n      uuid\n    }\n  }\n": types.UnblockUserDocument,
    "\n  fragment PerkFields on Perk {\n    uuid\n    title\n    partner\n    description\n    howToRedeem\n    link\n    published\n    updatedAt\n  }\n": types.PerkFieldsFragmentDoc,
    "\n  query Perks($all: Boolean) {\n    perks(all: $all) {\n      ...PerkFields\n    }\n  }\n": types.PerksDocument,
    "\n  mutation CreatePerk($input: PerkInput!) {\n    createPerk(input: $input) {\n      ...PerkFields\n    }\n  }\n": types.CreatePerkDocument,
    "\n  mutation UpdatePerk($uuid: ID!, $input: PerkInput!) {\n    updatePerk(uuid: $uuid, input: $input) {\n      ...PerkFields\n    }\n  }\n": types.UpdatePerkDocument,
    "\n  mutation DeletePerk($uuid: ID!) {\n    deletePerk(uuid: $uuid) {\n      id\n    }\n  }\n": types.DeletePerkDocument,
    "\n  mutation DeleteAvatar {\n    deleteAvatar {\n      uuid\n      imageUrl\n    }\n  }\n": types.DeleteAvatarDocument,
    "\n  mutation AdminDeleteAvatar($uuid: ID!) {\n    adminDeleteAvatar(uuid: $uuid) {\n      uuid\n      imageUrl\n    }\n  }\n": types.AdminDeleteAvatarDocument,
    "\n  query JobPositions {\n    jobPositions\n  }\n": types.JobPositionsDocument,
    "\n  fragment MemberProfileView_profile on MemberProfile {\n    uuid\n    fullName\n    imageUrl\n    jobPosition\n    companyName\n    industry\n    companySize\n    yearsOfExperience\n    seniorityLevel\n    location {\n      name\n    }\n    linkedInUrl\n    personalInformation\n    roles\n    tags\n    pastMatches\n    attendedGroupHookups\n    rating {\n      average\n      count\n    }\n  }\n": types.MemberProfileView_ProfileFragmentDoc,
    "\n  query MissingProfileFields {\n    missingProfileFields\n  }\n": types.MissingProfileFieldsDocument,
    "\n  fragment ProfileDetails_user on User {\n    firstName\n    lastName\n    fullName\n    username\n    imageUrl\n    jobPosition\n    linkedInUrl\n    phoneNumber\n    city\n    location {\n      name\n    }\n    companyName\n    companySize\n    industry\n    seniorityLevel\n    yearsOfExperience\n    personalInformation\n  }\n": types.ProfileDetails_UserFragmentDoc,
    "\n  fragment ProfileForm_user on User {\n    uuid\n    firstName\n    lastName\n    phoneNumber\n    jobPosition\n    linkedInUrl\n    location {\n      lat\n      lng\n      name\n    }\n    companyName\n    industry\n    companySize\n    yearsOfExperience\n    seniorityLevel\n    personalInformation\n    howDidYouHearAboutUs\n    acceptTermsAndConditions\n    tags\n  }\n": types.ProfileForm_UserFragmentDoc,
    "\n  query ProfileFormOptions {\n    jobPositions\n    tags {\n      slug\n      name\n    }\n  }\n": types.ProfileFormOptionsDocument,
    "\n  query ReferralLink {\n    referralLink {\n      code\n      url\n    }\n  }\n": types.ReferralLinkDocument,
    "\n  fragment InvitationFields on Invitation {\n    email\n    invitedAt\n    lastSentAt\n    sentCount\n    joined\n    joinedUserUuid\n    joinedFullName\n  }\n": types.InvitationFieldsFragmentDoc,
    "\n  query Referrals {\n    referrals {\n      invitations {\n        ...InvitationFields\n      }\n      registeredWithLink {\n        uuid\n        fullName\n        registeredAt\n      }\n    }\n  }\n": types.ReferralsDocument,
    "\n  mutation InviteFriend($email: String!) {\n    inviteFriend(email: $email) {\n      ...InvitationFields\n    }\n  }\n": types.InviteFriendDocument,
    "\n  query LastReviews($userUuid: ID!, $size: Int!) {\n    lastReviews(userUuid: $userUuid, size: $size) {\n      uuid\n      ...ReviewFields\n    }\n  }\n": types.LastReviewsDocument,
    "\n  fragment ReviewFields on Review {\n    uuid\n    meetingKind\n    meetingUuid\n    meetingTitle\n    reviewer {\n      uuid\n      fullName\n      imageUrl\n    }\n    reviewee {\n      uuid\n      fullName\n      imageUrl\n    }\n    rating\n    comment\n    createdAt\n    revealDueAt\n    revealedAt\n  }\n": types.ReviewFieldsFragmentDoc,
    "\n  query ReviewsOverview {\n    pendingReviews {\n      meetingKind\n      meetingUuid\n      meetingTitle\n      reviewee {\n        uuid\n        fullName\n        imageUrl\n      }\n      endedAt\n      windowClosesAt\n    }\n    pendingReviewsEventCursor\n    reviewRating {\n      average\n      count\n      shown\n    }\n    attendanceScore {\n      score\n      meetings\n      noShows\n    }\n  }\n": types.ReviewsOverviewDocument,
    "\n  query ReviewList($scope: String!, $page: Int!, $size: Int!) {\n    reviews(scope: $scope, page: $page, size: $size) {\n      elements {\n        ...ReviewFields\n      }\n      totalPages\n      totalElements\n      page\n      eventCursor\n    }\n  }\n": types.ReviewListDocument,
    "\n  query AllReviews($rating: Int, $page: Int!, $size: Int!) {\n    reviews(all: true, rating: $rating, page: $page, size: $size) {\n      elements {\n        ...ReviewFields\n        privateFeedback\n      }\n      totalPages\n      totalElements\n      page\n      eventCursor\n    }\n  }\n": types.AllReviewsDocument,
    "\n  mutation SubmitReview($input: ReviewInput!) {\n    submitReview(input: $input) {\n      ...ReviewFields\n    }\n  }\n": types.SubmitReviewDocument,
    "\n  subscription LiveReviewChanged($after: ID) {\n    reviewChanged(after: $after) {\n      eventId\n      kind\n      reviewUuid\n    }\n  }\n": types.LiveReviewChangedDocument,
    "\n  fragment TagFields on Tag {\n    slug\n    name\n    description\n    color\n    fontColor\n  }\n": types.TagFieldsFragmentDoc,
    "\n  query Tags {\n    tags {\n      ...TagFields\n    }\n  }\n": types.TagsDocument,
    "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n": types.CreateTagDocument,
    "\n  mutation UpdateTag($slug: ID!, $input: TagInput!) {\n    updateTag(slug: $slug, input: $input) {\n      ...TagFields\n    }\n  }\n": types.UpdateTagDocument,
    "\n  mutation DeleteTag($slug: ID!) {\n    deleteTag(slug: $slug) {\n      id\n    }\n  }\n": types.DeleteTagDocument,
    "\n  fragment ChatMessageFields on ChatMessage {\n    sid\n    conversationSid\n    index\n    body\n    author\n    authorName\n    clientMessageId\n    dateCreated\n    edited\n    deleted\n    status\n    media {\n      sid\n      filename\n      contentType\n      size\n      url\n    }\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ChatConversationFields on ChatConversation {\n    sid\n    kind\n    friendlyName\n    title\n    isCreator\n    groupHookupUUID\n    dateUpdated\n    lastMessageIndex\n    unreadCount\n    notificationLevel\n    lastReadMessageIndex\n    lastMessage {\n      ...ChatMessageFields\n    }\n    participants {\n      sid\n      identity\n      friendlyName\n      imageUrl\n      lastReadMessageIndex\n      lastDeliveredMessageIndex\n    }\n  }\n": types.ChatConversationFieldsFragmentDoc,
    "\n  query ChatConversations($size: Int) {\n    chatConversations(page: 0, size: $size) {\n      eventCursor\n      elements {\n        ...ChatConversationFields\n      }\n    }\n  }\n": types.ChatConversationsDocument,
    "\n  query ChatConversation($sid: ID!) {\n    chatConversation(sid: $sid) {\n      ...ChatConversationFields\n    }\n  }\n": types.ChatConversationDocument,
    "\n  query ChatMessages($conversationSid: ID!, $before: Int, $size: Int) {\n    chatMessages(conversationSid: $conversationSid, before: $before, size: $size) {\n      hasMore\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n": types.ChatMessagesDocument,
    "\n  query ChatAccessToken {\n    chatAccessToken {\n      token\n      expiresAt\n    }\n  }\n": types.ChatAccessTokenDocument,
    "\n  subscription ChatChanged($token: String!, $after: ID) {\n    chatChanged(token: $token, after: $after) {\n      eventId\n      kind\n      conversationSid\n      conversation {\n        ...ChatConversationFields\n      }\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n": types.ChatChangedDocument,
    "\n  subscription ChatTyping($conversationSid: ID!) {\n    chatTyping(conversationSid: $conversationSid) {\n      conversationSid\n      identity\n      friendlyName\n      expiresAt\n    }\n  }\n": types.ChatTypingDocument,
    "\n  mutation StartChat($participants: [ID!]!, $friendlyName: String) {\n    startChat(participants: $participants, friendlyName: $friendlyName) {\n      ...ChatConversationFields\n    }\n  }\n": types.StartChatDocument,
    "\n  mutation OpenGroupHookupChat($uuid: ID!) {\n    openGroupHookupChat(uuid: $uuid) {\n      ...ChatConversationFields\n    }\n  }\n": types.OpenGroupHookupChatDocument,
    "\n  mutation RenameChat($sid: ID!, $friendlyName: String!) {\n    renameChatConversation(sid: $sid, friendlyName: $friendlyName) {\n      ...ChatConversationFields\n    }\n  }\n": types.RenameChatDocument,
    "\n  mutation AddChatParticipant($sid: ID!, $identity: ID!) {\n    addChatParticipant(sid: $sid, identity: $identity) {\n      ...ChatConversationFields\n    }\n  }\n": types.AddChatParticipantDocument,
    "\n  mutation LeaveChat($sid: ID!) {\n    leaveChatConversation(sid: $sid)\n  }\n": types.LeaveChatDocument,
    "\n  mutation SetChatNotificationLevel($sid: ID!, $level: ChatNotificationLevel!) {\n    setChatNotificationLevel(sid: $sid, level: $level) {\n      ...ChatConversationFields\n    }\n  }\n": types.SetChatNotificationLevelDocument,
    "\n  mutation AdvanceChatHorizons($sid: ID!, $lastReadMessageIndex: Int, $lastDeliveredMessageIndex: Int) {\n    advanceChatHorizons(sid: $sid, lastReadMessageIndex: $lastReadMessageIndex, lastDeliveredMessageIndex: $lastDeliveredMessageIndex) {\n      ...ChatConversationFields\n    }\n  }\n": types.AdvanceChatHorizonsDocument,
    "\n  mutation SendChatMessage($conversationSid: ID!, $body: String, $mediaSids: [ID!], $clientMessageId: String) {\n    sendChatMessage(conversationSid: $conversationSid, body: $body, mediaSids: $mediaSids, clientMessageId: $clientMessageId) {\n      ...ChatMessageFields\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation EditChatMessage($conversationSid: ID!, $sid: ID!, $body: String!) {\n    editChatMessage(conversationSid: $conversationSid, sid: $sid, body: $body) {\n      ...ChatMessageFields\n    }\n  }\n": types.EditChatMessageDocument,
    "\n  mutation DeleteChatMessage($conversationSid: ID!, $sid: ID!) {\n    deleteChatMessage(conversationSid: $conversationSid, sid: $sid) {\n      ...ChatMessageFields\n    }\n  }\n": types.DeleteChatMessageDocument,
    "\n  mutation SendChatTyping($conversationSid: ID!) {\n    sendChatTyping(conversationSid: $conversationSid)\n  }\n": types.SendChatTypingDocument,
    "\n  query FeatureGates {\n    featureGates {\n      name\n      enabled\n      description\n    }\n  }\n": types.FeatureGatesDocument,
    "\n  mutation SetFeatureGate($name: String!, $enabled: Boolean!) {\n    setFeatureGate(name: $name, enabled: $enabled) {\n      name\n      enabled\n      description\n    }\n  }\n": types.SetFeatureGateDocument,
    "\n  fragment GroupHookupFields on GroupHookup {\n    uuid\n    title\n    description\n    whoShouldJoin\n    whyShouldJoin\n    whatWillDiscuss\n    category\n    startDate\n    duration\n    maxParticipants\n    slotsLeft\n    status\n    private\n    sponsored\n    highlighted\n    tags\n    imageUrl\n    hostUUID\n    hostFullName\n    hostImageUrl\n    hostRoles\n    host {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    participants {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    cancellationReason\n    createdOn\n    updatedOn\n    isParticipant\n    isHost\n  }\n": types.GroupHookupFieldsFragmentDoc,
    "\n  fragment HookupFields on Hookup {\n    uuid\n    partner {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    videoCallId\n    startDateTime\n    endDateTime\n    createdOn\n    timeCycleId\n    timeCycleName\n    hookupStatus\n    rescheduled\n    rescheduleCount\n    reschedulesLeft\n    confirmed\n    confirmedByMe\n    matchReasons\n    cancellationReason\n    cancelledBy {\n      uuid\n      fullName\n    }\n  }\n": types.HookupFieldsFragmentDoc,
    "\n  subscription LiveHookupChanged($after: ID) {\n    hookupChanged(after: $after) {\n      eventId\n      kind\n      actorUUID\n      hookup {\n        ...HookupFields\n      }\n    }\n  }\n": types.LiveHookupChangedDocument,
    "\n  subscription LiveGroupHookupChanged($uuid: ID, $after: ID) {\n    groupHookupChanged(uuid: $uuid, after: $after) {\n      eventId\n      kind\n      groupHookup {\n        ...GroupHookupFields\n      }\n    }\n  }\n": types.LiveGroupHookupChangedDocument,
    "\n  subscription LiveRoomPresence($uuid: ID!, $after: ID) {\n    roomPresence(uuid: $uuid, after: $after) {\n      eventId\n      uuid\n      present {\n        uuid\n        fullName\n        imageUrl\n        jobPosition\n        roles\n      }\n    }\n  }\n": types.LiveRoomPresenceDocument,
    "\n  query LiveRoom($uuid: ID!) {\n    room(uuid: $uuid) {\n      uuid\n      opensAt\n      closesAt\n      present {\n        uuid\n        fullName\n        imageUrl\n        jobPosition\n        roles\n      }\n    }\n  }\n": types.LiveRoomDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    message\n    image\n    date\n    viewed\n    isNew\n    redirectUrl\n    notificationCode\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($page: Int, $size: Int) {\n    notifications(page: $page, size: $size) {\n      elements {\n        ...NotificationFields\n      }\n      totalPages\n      newNotificationsCount\n      eventCursor\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsNotNew {\n    markNotificationsNotNew {\n      newNotificationsCount\n    }\n  }\n": types.MarkNotificationsNotNewDocument,
    "\n  mutation MarkNotificationViewed($id: ID!) {\n    markNotificationViewed(id: $id) {\n      ...NotificationFields\n    }\n  }\n": types.MarkNotificationViewedDocument,
    "\n  subscription LiveNotificationChanged($after: ID) {\n    notificationChanged(after: $after) {\n      eventId\n      kind\n      notification {\n        ...NotificationFields\n      }\n      newNotificationsCount\n    }\n  }\n": types.LiveNotificationChangedDocument,
    "\n  query SessionUser {\n    me {\n      uuid\n      username\n      fullName\n      imageUrl\n      roles\n      verified\n    }\n  }\n": types.SessionUserDocument,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    accessToken\n    refreshToken\n    user {\n      uuid\n      username\n      fullName\n      imageUrl\n      roles\n      verified\n    }\n  }\n": types.AuthPayloadFieldsFragmentDoc,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": types.LogoutDocument,
    "\n  subscription VideoRoomEnded($roomId: ID!, $after: ID) {\n    videoRoomEnded(roomId: $roomId, after: $after) {\n      eventId\n      roomId\n      endedAt\n    }\n  }\n": types.VideoRoomEndedDocument,
    "\n  query GroupHookupVideoRoom($uuid: ID!) {\n    groupHookup(uuid: $uuid) {\n      uuid\n      videoRoomId\n    }\n  }\n": types.GroupHookupVideoRoomDocument,
    "\n  query VideoToken($roomId: ID!) {\n    videoToken(roomId: $roomId) {\n      token\n      roomId\n      closesAt\n      iceServers {\n        urls\n        username\n        credential\n      }\n      eventCursor\n    }\n  }\n": types.VideoTokenDocument,
    "\n  query FeedbackList($handled: Boolean) {\n    feedbackList(handled: $handled) {\n      uuid\n      name\n      email\n      message\n      page\n      createdAt\n      handledAt\n    }\n  }\n": types.FeedbackListDocument,
    "\n  mutation MarkFeedbackHandled($uuid: ID!) {\n    markFeedbackHandled(uuid: $uuid) {\n      uuid\n      handledAt\n    }\n  }\n": types.MarkFeedbackHandledDocument,
    "\n  query ErrorReports {\n    errorReports {\n      message\n      count\n      lastSeenAt\n      lastRoute\n      release\n      lastUserUuid\n      breadcrumbs\n    }\n  }\n": types.ErrorReportsDocument,
    "\n  query AiAgentQuestions {\n    aiAgentQuestions {\n      engine\n      suggested {\n        key\n        text\n      }\n      profile {\n        key\n        question\n        answer\n      }\n    }\n  }\n": types.AiAgentQuestionsDocument,
    "\n  query AiAgentThread {\n    aiAgentThread {\n      uuid\n      role\n      content\n      source\n      createdAt\n    }\n  }\n": types.AiAgentThreadDocument,
    "\n  mutation SaveAiAgentAnswers($answers: [AiAgentAnswerInput!]!) {\n    saveAiAgentAnswers(answers: $answers) {\n      engine\n      suggested {\n        key\n        text\n      }\n      profile {\n        key\n        question\n        answer\n      }\n    }\n  }\n": types.SaveAiAgentAnswersDocument,
    "\n  subscription AiAgentAnswer($question: String, $questionKey: String) {\n    aiAgentAnswer(question: $question, questionKey: $questionKey) {\n      delta\n      error\n      message {\n        uuid\n        role\n        content\n        source\n        createdAt\n      }\n    }\n  }\n": types.AiAgentAnswerDocument,
    "\n  mutation ConfirmUsernameChange($confirmationToken: String!) {\n    confirmUsernameChange(confirmationToken: $confirmationToken) {\n      message\n    }\n  }\n": types.ConfirmUsernameChangeDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      message\n    }\n  }\n": types.ConfirmEmailDocument,
    "\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n": types.ResendVerificationEmailDocument,
    "\n  query MyProfile {\n    me {\n      uuid\n      fullName\n      imageUrl\n      ...ProfileDetails_user\n      ...ProfileForm_user\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      uuid\n      fullName\n      imageUrl\n      ...ProfileDetails_user\n      ...ProfileForm_user\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      message\n    }\n  }\n": types.ChangeUsernameDocument,
    "\n  fragment MailingPreferencesFields on MailingPreferences {\n    preferences {\n      notificationCode\n      label\n      email\n    }\n    unsubscribeDate\n    pauseNotificationsStartDate\n    pauseNotificationsEndDate\n    paused\n  }\n": types.MailingPreferencesFieldsFragmentDoc,
    "\n  query MailingPreferences {\n    mailingPreferences {\n      ...MailingPreferencesFields\n    }\n  }\n": types.MailingPreferencesDocument,
    "\n  mutation UpdateMailingPreferences($input: MailingPreferencesInput!) {\n    updateMailingPreferences(input: $input) {\n      ...MailingPreferencesFields\n    }\n  }\n": types.UpdateMailingPreferencesDocument,
    "\n  mutation PauseNotifications($weeks: Int) {\n    pauseNotifications(weeks: $weeks) {\n      ...MailingPreferencesFields\n    }\n  }\n": types.PauseNotificationsDocument,
    "\n  mutation UnpauseNotifications {\n    unpauseNotifications {\n      ...MailingPreferencesFields\n    }\n  }\n": types.UnpauseNotificationsDocument,
    "\n  mutation Unsubscribe($token: String!, $email: String!) {\n    unsubscribe(token: $token, email: $email) {\n      message\n    }\n  }\n": types.UnsubscribeDocument,
    "\n  query UserToEdit($uuid: ID!) {\n    adminUser(uuid: $uuid) {\n      uuid\n      fullName\n      username\n      imageUrl\n      ...ProfileForm_user\n    }\n  }\n": types.UserToEditDocument,
    "\n  mutation AdminUpdateUser($uuid: ID!, $input: ProfileInput!) {\n    adminUpdateUser(uuid: $uuid, input: $input) {\n      uuid\n      fullName\n      imageUrl\n      ...ProfileForm_user\n    }\n  }\n": types.AdminUpdateUserDocument,
    "\n  query MemberProfile($uuid: ID!) {\n    memberProfile(uuid: $uuid) {\n      uuid\n      fullName\n      ...MemberProfileView_profile\n    }\n  }\n": types.MemberProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTimeCycleFields on TimeCycle {\n    id\n    name\n    cadence\n    hookupDuration\n    isDefaultTimeCycle\n    active\n    nextRunAt\n    lastRunAt\n    members\n  }\n"): (typeof documents)["\n  fragment AdminTimeCycleFields on TimeCycle {\n    id\n    name\n    cadence\n    hookupDuration\n    isDefaultTimeCycle\n    active\n    nextRunAt\n    lastRunAt\n    members\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchingRunFields on MatchingRun {\n    id\n    timeCycleId\n    trigger\n    windowStart\n    windowEnd\n    candidates\n    pairs\n    unmatched\n    repeatedNoShows\n    totalScore\n    startedAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment MatchingRunFields on MatchingRun {\n    id\n    timeCycleId\n    trigger\n    windowStart\n    windowEnd\n    candidates\n    pairs\n    unmatched\n    repeatedNoShows\n    totalScore\n    startedAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminHookupFields on Hookup {\n    uuid\n    startDateTime\n    endDateTime\n    hookupStatus\n    timeCycleName\n    rescheduleCount\n    confirmed\n    cancellationReason\n    firstParticipant {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n    }\n    secondParticipant {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n    }\n  }\n"): (typeof documents)["\n  fragment AdminHookupFields on Hookup {\n    uuid\n    startDateTime\n    endDateTime\n    hookupStatus\n    timeCycleName\n    rescheduleCount\n    confirmed\n    cancellationReason\n    firstParticipant {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n    }\n    secondParticipant {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTimeCycles {\n    adminTimeCycles {\n      ...AdminTimeCycleFields\n    }\n  }\n"): (typeof documents)["\n  query AdminTimeCycles {\n    adminTimeCycles {\n      ...AdminTimeCycleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchingRuns($timeCycleId: ID!) {\n    matchingRuns(timeCycleId: $timeCycleId) {\n      ...MatchingRunFields\n    }\n  }\n"): (typeof documents)["\n  query MatchingRuns($timeCycleId: ID!) {\n    matchingRuns(timeCycleId: $timeCycleId) {\n      ...MatchingRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTimeCycle($input: TimeCycleInput!) {\n    createTimeCycle(input: $input) {\n      ...AdminTimeCycleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTimeCycle($input: TimeCycleInput!) {\n    createTimeCycle(input: $input) {\n      ...AdminTimeCycleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTimeCycle($id: ID!, $input: TimeCycleInput!) {\n    updateTimeCycle(id: $id, input: $input) {\n      ...AdminTimeCycleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTimeCycle($id: ID!, $input: TimeCycleInput!) {\n    updateTimeCycle(id: $id, input: $input) {\n      ...AdminTimeCycleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunMatching($timeCycleId: ID!) {\n    runMatching(timeCycleId: $timeCycleId) {\n      ...MatchingRunFields\n    }\n  }\n"): (typeof documents)["\n  mutation RunMatching($timeCycleId: ID!) {\n    runMatching(timeCycleId: $timeCycleId) {\n      ...MatchingRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllHookups($status: HookupStatus, $fullName: String, $page: Int, $size: Int) {\n    allHookups(status: $status, fullName: $fullName, page: $page, size: $size) {\n      elements {\n        ...AdminHookupFields\n      }\n      totalPages\n      totalElements\n      page\n      eventCursor\n    }\n  }\n"): (typeof documents)["\n  query AllHookups($status: HookupStatus, $fullName: String, $page: Int, $size: Int) {\n    allHookups(status: $status, fullName: $fullName, page: $page, size: $size) {\n      elements {\n        ...AdminHookupFields\n      }\n      totalPages\n      totalElements\n      page\n      eventCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHookup($uuid: ID!) {\n    adminHookup(uuid: $uuid) {\n      ...AdminHookupFields\n    }\n  }\n"): (typeof documents)["\n  query AdminHookup($uuid: ID!) {\n    adminHookup(uuid: $uuid) {\n      ...AdminHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHookup($input: HookupInput!) {\n    updateHookup(input: $input) {\n      ...AdminHookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHookup($input: HookupInput!) {\n    updateHookup(input: $input) {\n      ...AdminHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberPicker($fullName: String, $page: Int, $size: Int) {\n    memberPicker(fullName: $fullName, page: $page, size: $size) {\n      elements {\n        uuid\n        fullName\n        username\n        imageUrl\n        jobPosition\n      }\n      totalPages\n      page\n    }\n  }\n"): (typeof documents)["\n  query MemberPicker($fullName: String, $page: Int, $size: Int) {\n    memberPicker(fullName: $fullName, page: $page, size: $size) {\n      elements {\n        uuid\n        fullName\n        username\n        imageUrl\n        jobPosition\n      }\n      totalPages\n      page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserRowFields on AdminUserRow {\n    uuid\n    fullName\n    username\n    imageUrl\n    jobPosition\n    roles\n    city\n    companyName\n    location {\n      name\n    }\n    subscribe\n    active\n    verified\n    createdOn\n    lastActivity\n  }\n"): (typeof documents)["\n  fragment AdminUserRowFields on AdminUserRow {\n    uuid\n    fullName\n    username\n    imageUrl\n    jobPosition\n    roles\n    city\n    companyName\n    location {\n      name\n    }\n    subscribe\n    active\n    verified\n    createdOn\n    lastActivity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($filters: AdminUserFilters, $page: Int, $size: Int, $sortBy: AdminUserSort, $sortDirection: SortDirection) {\n    adminUsers(filters: $filters, page: $page, size: $size, sortBy: $sortBy, sortDirection: $sortDirection) {\n      elements {\n        ...AdminUserRowFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($filters: AdminUserFilters, $page: Int, $size: Int, $sortBy: AdminUserSort, $sortDirection: SortDirection) {\n    adminUsers(filters: $filters, page: $page, size: $size, sortBy: $sortBy, sortDirection: $sortDirection) {\n      elements {\n        ...AdminUserRowFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Roles {\n    roles {\n      role\n      label\n    }\n  }\n"): (typeof documents)["\n  query Roles {\n    roles {\n      role\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRoles($uuid: ID!, $roles: [Role!]!) {\n    setUserRoles(uuid: $uuid, roles: $roles) {\n      uuid\n      roles\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserRoles($uuid: ID!, $roles: [Role!]!) {\n    setUserRoles(uuid: $uuid, roles: $roles) {\n      uuid\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableUser($uuid: ID!) {\n    disableUser(uuid: $uuid) {\n      uuid\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation DisableUser($uuid: ID!) {\n    disableUser(uuid: $uuid) {\n      uuid\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableUser($uuid: ID!) {\n    enableUser(uuid: $uuid) {\n      uuid\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation EnableUser($uuid: ID!) {\n    enableUser(uuid: $uuid) {\n      uuid\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateUser($input: AdminCreateUserInput!) {\n    adminCreateUser(input: $input) {\n      uuid\n      fullName\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateUser($input: AdminCreateUserInput!) {\n    adminCreateUser(input: $input) {\n      uuid\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarHookups($from: String, $to: String, $size: Int) {\n    hookups(view: ALL, from: $from, to: $to, size: $size) {\n      elements {\n        uuid\n        startDateTime\n        endDateTime\n        hookupStatus\n        partner {\n          uuid\n          fullName\n        }\n      }\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query CalendarHookups($from: String, $to: String, $size: Int) {\n    hookups(view: ALL, from: $from, to: $to, size: $size) {\n      elements {\n        uuid\n        startDateTime\n        endDateTime\n        hookupStatus\n        partner {\n          uuid\n          fullName\n        }\n      }\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarGroupHookups($view: GroupHookupView!, $from: String, $to: String, $size: Int) {\n    groupHookups(view: $view, from: $from, to: $to, size: $size) {\n      elements {\n        uuid\n        title\n        startDate\n        duration\n        status\n      }\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query CalendarGroupHookups($view: GroupHookupView!, $from: String, $to: String, $size: Int) {\n    groupHookups(view: $view, from: $from, to: $to, size: $size) {\n      elements {\n        uuid\n        title\n        startDate\n        duration\n        status\n      }\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeed {\n      url\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    calendarFeed {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateCalendarFeed {\n    rotateCalendarFeed {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation RotateCalendarFeed {\n    rotateCalendarFeed {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberCardFields on MemberCard {\n    uuid\n    fullName\n    imageUrl\n    jobPosition\n    companyName\n    city\n    locationName\n    linkedInUrl\n    rating {\n      average\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment MemberCardFields on MemberCard {\n    uuid\n    fullName\n    imageUrl\n    jobPosition\n    companyName\n    city\n    locationName\n    linkedInUrl\n    rating {\n      average\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Experts($page: Int, $size: Int) {\n    experts(page: $page, size: $size) {\n      elements {\n        ...MemberCardFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n"): (typeof documents)["\n  query Experts($page: Int, $size: Int) {\n    experts(page: $page, size: $size) {\n      elements {\n        ...MemberCardFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ambassadors($page: Int, $size: Int) {\n    ambassadors(page: $page, size: $size) {\n      elements {\n        ...MemberCardFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n"): (typeof documents)["\n  query Ambassadors($page: Int, $size: Int) {\n    ambassadors(page: $page, size: $size) {\n      elements {\n        ...MemberCardFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackSettings {\n    feedbackSettings {\n      redirect\n      sentryDsn\n    }\n  }\n"): (typeof documents)["\n  query FeedbackSettings {\n    feedbackSettings {\n      redirect\n      sentryDsn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportError($input: ErrorReportInput!) {\n    reportError(input: $input)\n  }\n"): (typeof documents)["\n  mutation ReportError($input: ErrorReportInput!) {\n    reportError(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ForumAuthorFields on ForumAuthor {\n    uid\n    userUuid\n    displayName\n    imageUrl\n    reputation\n  }\n"): (typeof documents)["\n  fragment ForumAuthorFields on ForumAuthor {\n    uid\n    userUuid\n    displayName\n    imageUrl\n    reputation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ForumPostFields on ForumPost {\n    pid\n    tid\n    toPid\n    author {\n      ...ForumAuthorFields\n    }\n    html\n    plainText\n    createdAt\n    editedAt\n    deleted\n    upvotes\n    downvotes\n    myVote\n    replyCount\n    mine\n  }\n"): (typeof documents)["\n  fragment ForumPostFields on ForumPost {\n    pid\n    tid\n    toPid\n    author {\n      ...ForumAuthorFields\n    }\n    html\n    plainText\n    createdAt\n    editedAt\n    deleted\n    upvotes\n    downvotes\n    myVote\n    replyCount\n    mine\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ForumTopicFields on ForumTopic {\n    tid\n    cid\n    category {\n      cid\n      name\n    }\n    title\n    slug\n    tags\n    author {\n      ...ForumAuthorFields\n    }\n    createdAt\n    lastPostAt\n    postCount\n    viewCount\n    locked\n    pinned\n    deleted\n    following\n    teaser {\n      pid\n      plainText\n    }\n    mainPost {\n      pid\n      plainText\n    }\n  }\n"): (typeof documents)["\n  fragment ForumTopicFields on ForumTopic {\n    tid\n    cid\n    category {\n      cid\n      name\n    }\n    title\n    slug\n    tags\n    author {\n      ...ForumAuthorFields\n    }\n    createdAt\n    lastPostAt\n    postCount\n    viewCount\n    locked\n    pinned\n    deleted\n    following\n    teaser {\n      pid\n      plainText\n    }\n    mainPost {\n      pid\n      plainText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForumCategories {\n    forumCategories {\n      cid\n      name\n      description\n      slug\n      adminsOnly\n      topicCount\n      postCount\n    }\n  }\n"): (typeof documents)["\n  query ForumCategories {\n    forumCategories {\n      cid\n      name\n      description\n      slug\n      adminsOnly\n      topicCount\n      postCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForumRecent($cid: ID, $after: String, $size: Int) {\n    forumRecent(cid: $cid, after: $after, size: $size) {\n      topics {\n        ...ForumTopicFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query ForumRecent($cid: ID, $after: String, $size: Int) {\n    forumRecent(cid: $cid, after: $after, size: $size) {\n      topics {\n        ...ForumTopicFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForumSearch($query: String!, $after: String) {\n    forumSearch(query: $query, after: $after) {\n      topics {\n        ...ForumTopicFields\n      }\n      posts {\n        ...ForumPostFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query ForumSearch($query: String!, $after: String) {\n    forumSearch(query: $query, after: $after) {\n      topics {\n        ...ForumTopicFields\n      }\n      posts {\n        ...ForumPostFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForumTopic($tid: ID!) {\n    forumTopic(tid: $tid) {\n      ...ForumTopicFields\n    }\n  }\n"): (typeof documents)["\n  query ForumTopic($tid: ID!) {\n    forumTopic(tid: $tid) {\n      ...ForumTopicFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForumTopicPosts($tid: ID!, $after: String) {\n    forumTopicPosts(tid: $tid, after: $after) {\n      posts {\n        ...ForumPostFields\n      }\n      nextCursor\n      eventCursor\n    }\n  }\n"): (typeof documents)["\n  query ForumTopicPosts($tid: ID!, $after: String) {\n    forumTopicPosts(tid: $tid, after: $after) {\n      posts {\n        ...ForumPostFields\n      }\n      nextCursor\n      eventCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForumPostRaw($pid: ID!) {\n    forumPostRaw(pid: $pid)\n  }\n"): (typeof documents)["\n  query ForumPostRaw($pid: ID!) {\n    forumPostRaw(pid: $pid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForumPostPublic($pid: ID!) {\n    forumPostPublic(pid: $pid) {\n      post {\n        ...ForumPostFields\n      }\n      topic {\n        ...ForumTopicFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ForumPostPublic($pid: ID!) {\n    forumPostPublic(pid: $pid) {\n      post {\n        ...ForumPostFields\n      }\n      topic {\n        ...ForumTopicFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateForumTopic($cid: ID!, $title: String!, $contentJson: String!, $tags: [String!]) {\n    createForumTopic(cid: $cid, title: $title, contentJson: $contentJson, tags: $tags) {\n      ...ForumTopicFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateForumTopic($cid: ID!, $title: String!, $contentJson: String!, $tags: [String!]) {\n    createForumTopic(cid: $cid, title: $title, contentJson: $contentJson, tags: $tags) {\n      ...ForumTopicFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyForumTopic($tid: ID!, $contentJson: String!, $toPid: ID) {\n    replyForumTopic(tid: $tid, contentJson: $contentJson, toPid: $toPid) {\n      ...ForumPostFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyForumTopic($tid: ID!, $contentJson: String!, $toPid: ID) {\n    replyForumTopic(tid: $tid, contentJson: $contentJson, toPid: $toPid) {\n      ...ForumPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditForumPost($pid: ID!, $contentJson: String!) {\n    editForumPost(pid: $pid, contentJson: $contentJson) {\n      ...ForumPostFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditForumPost($pid: ID!, $contentJson: String!) {\n    editForumPost(pid: $pid, contentJson: $contentJson) {\n      ...ForumPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteForumPost($pid: ID!) {\n    deleteForumPost(pid: $pid) {\n      ...ForumPostFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteForumPost($pid: ID!) {\n    deleteForumPost(pid: $pid) {\n      ...ForumPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoteForumPost($pid: ID!, $delta: Int!) {\n    voteForumPost(pid: $pid, delta: $delta) {\n      ...ForumPostFields\n    }\n  }\n"): (typeof documents)["\n  mutation VoteForumPost($pid: ID!, $delta: Int!) {\n    voteForumPost(pid: $pid, delta: $delta) {\n      ...ForumPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowForumTopic($tid: ID!, $follow: Boolean!) {\n    followForumTopic(tid: $tid, follow: $follow) {\n      ...ForumTopicFields\n    }\n  }\n"): (typeof documents)["\n  mutation FollowForumTopic($tid: ID!, $follow: Boolean!) {\n    followForumTopic(tid: $tid, follow: $follow) {\n      ...ForumTopicFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateForumTopic($tid: ID!, $locked: Boolean, $pinned: Boolean) {\n    moderateForumTopic(tid: $tid, locked: $locked, pinned: $pinned) {\n      ...ForumTopicFields\n    }\n  }\n"): (typeof documents)["\n  mutation ModerateForumTopic($tid: ID!, $locked: Boolean, $pinned: Boolean) {\n    moderateForumTopic(tid: $tid, locked: $locked, pinned: $pinned) {\n      ...ForumTopicFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ForumTopicChanged($tid: ID!, $after: ID) {\n    forumTopicChanged(tid: $tid, after: $after) {\n      id\n      kind\n      post {\n        ...ForumPostFields\n      }\n      topic {\n        ...ForumTopicFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ForumTopicChanged($tid: ID!, $after: ID) {\n    forumTopicChanged(tid: $tid, after: $after) {\n      id\n      kind\n      post {\n        ...ForumPostFields\n      }\n      topic {\n        ...ForumTopicFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateForumCategory($name: String!, $description: String, $adminsOnly: Boolean) {\n    createForumCategory(name: $name, description: $description, adminsOnly: $adminsOnly) {\n      # the dialog reads the categories again; the typename invalidates every cached list of them\n      cid\n    }\n  }\n"): (typeof documents)["\n  mutation CreateForumCategory($name: String!, $description: String, $adminsOnly: Boolean) {\n    createForumCategory(name: $name, description: $description, adminsOnly: $adminsOnly) {\n      # the dialog reads the categories again; the typename invalidates every cached list of them\n      cid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateForumCategory($cid: ID!, $name: String, $description: String, $adminsOnly: Boolean) {\n    updateForumCategory(cid: $cid, name: $name, description: $description, adminsOnly: $adminsOnly) {\n      # the dialog reads the categories again; the typename invalidates every cached list of them\n      cid\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateForumCategory($cid: ID!, $name: String, $description: String, $adminsOnly: Boolean) {\n    updateForumCategory(cid: $cid, name: $name, description: $description, adminsOnly: $adminsOnly) {\n      # the dialog reads the categories again; the typename invalidates every cached list of them\n      cid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteForumCategory($cid: ID!) {\n    deleteForumCategory(cid: $cid)\n  }\n"): (typeof documents)["\n  mutation DeleteForumCategory($cid: ID!) {\n    deleteForumCategory(cid: $cid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupHookups($view: GroupHookupView, $category: String, $status: GroupHookupStatus, $page: Int, $size: Int) {\n    groupHookups(view: $view, category: $category, status: $status, page: $page, size: $size) {\n      elements {\n        ...GroupHookupFields\n      }\n      totalPages\n      page\n      eventCursor\n    }\n  }\n"): (typeof documents)["\n  query GroupHookups($view: GroupHookupView, $category: String, $status: GroupHookupStatus, $page: Int, $size: Int) {\n    groupHookups(view: $view, category: $category, status: $status, page: $page, size: $size) {\n      elements {\n        ...GroupHookupFields\n      }\n      totalPages\n      page\n      eventCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HighlightedGroupHookups {\n    highlightedGroupHookups {\n      ...GroupHookupFields\n    }\n    highlightedGroupHookupsEventCursor\n  }\n"): (typeof documents)["\n  query HighlightedGroupHookups {\n    highlightedGroupHookups {\n      ...GroupHookupFields\n    }\n    highlightedGroupHookupsEventCursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupHookupCategories {\n    categories {\n      name\n      label\n    }\n  }\n"): (typeof documents)["\n  query GroupHookupCategories {\n    categories {\n      name\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupHookup($uuid: ID!) {\n    groupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n      eventCursor\n    }\n  }\n"): (typeof documents)["\n  query GroupHookup($uuid: ID!) {\n    groupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n      eventCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicGroupHookup($uuid: ID!) {\n    publicGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"): (typeof documents)["\n  query PublicGroupHookup($uuid: ID!) {\n    publicGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroupHookup($input: GroupHookupInput!) {\n    createGroupHookup(input: $input) {\n      ...GroupHookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGroupHookup($input: GroupHookupInput!) {\n    createGroupHookup(input: $input) {\n      ...GroupHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGroupHookup($uuid: ID!, $input: GroupHookupInput!) {\n    updateGroupHookup(uuid: $uuid, input: $input) {\n      ...GroupHookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGroupHookup($uuid: ID!, $input: GroupHookupInput!) {\n    updateGroupHookup(uuid: $uuid, input: $input) {\n      ...GroupHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttendGroupHookup($uuid: ID!) {\n    attendGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation AttendGroupHookup($uuid: ID!) {\n    attendGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveGroupHookup($uuid: ID!) {\n    leaveGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveGroupHookup($uuid: ID!) {\n    leaveGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelGroupHookup($uuid: ID!, $reason: String!) {\n    cancelGroupHookup(uuid: $uuid, reason: $reason) {\n      ...GroupHookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelGroupHookup($uuid: ID!, $reason: String!) {\n    cancelGroupHookup(uuid: $uuid, reason: $reason) {\n      ...GroupHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveGroupHookup($uuid: ID!) {\n    approveGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveGroupHookup($uuid: ID!) {\n    approveGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectGroupHookup($uuid: ID!, $reason: String!) {\n    rejectGroupHookup(uuid: $uuid, reason: $reason) {\n      ...GroupHookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectGroupHookup($uuid: ID!, $reason: String!) {\n    rejectGroupHookup(uuid: $uuid, reason: $reason) {\n      ...GroupHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HighlightGroupHookup($uuid: ID!) {\n    highlightGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation HighlightGroupHookup($uuid: ID!) {\n    highlightGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnhighlightGroupHookup($uuid: ID!) {\n    unhighlightGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnhighlightGroupHookup($uuid: ID!) {\n    unhighlightGroupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterRoom($uuid: ID!) {\n    enterRoom(uuid: $uuid) {\n      uuid\n      closesAt\n    }\n  }\n"): (typeof documents)["\n  mutation EnterRoom($uuid: ID!) {\n    enterRoom(uuid: $uuid) {\n      uuid\n      closesAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveRoom($uuid: ID!) {\n    leaveRoom(uuid: $uuid) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveRoom($uuid: ID!) {\n    leaveRoom(uuid: $uuid) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeForumTopics($size: Int) {\n    forumRecent(size: $size) {\n      topics {\n        tid\n        title\n        postCount\n        lastPostAt\n        category {\n          cid\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query HomeForumTopics($size: Int) {\n    forumRecent(size: $size) {\n      topics {\n        tid\n        title\n        postCount\n        lastPostAt\n        category {\n          cid\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetStartedProgress($uuid: ID!) {\n    availability {\n      slots {\n        dayOfWeek\n      }\n    }\n    groupHookups(view: MINE, size: 1) {\n      totalElements\n    }\n    hosting: groupHookups(view: HOSTING, size: 1) {\n      totalElements\n    }\n    memberProfile(uuid: $uuid) {\n      uuid\n      attendedGroupHookups\n    }\n  }\n"): (typeof documents)["\n  query GetStartedProgress($uuid: ID!) {\n    availability {\n      slots {\n        dayOfWeek\n      }\n    }\n    groupHookups(view: MINE, size: 1) {\n      totalElements\n    }\n    hosting: groupHookups(view: HOSTING, size: 1) {\n      totalElements\n    }\n    memberProfile(uuid: $uuid) {\n      uuid\n      attendedGroupHookups\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberHookups($view: HookupView, $page: Int, $size: Int) {\n    hookups(view: $view, page: $page, size: $size) {\n      elements {\n        ...HookupFields\n      }\n      totalPages\n      page\n      eventCursor\n    }\n  }\n"): (typeof documents)["\n  query MemberHookups($view: HookupView, $page: Int, $size: Int) {\n    hookups(view: $view, page: $page, size: $size) {\n      elements {\n        ...HookupFields\n      }\n      totalPages\n      page\n      eventCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberHookup($uuid: ID!) {\n    hookup(uuid: $uuid) {\n      ...HookupFields\n    }\n  }\n"): (typeof documents)["\n  query MemberHookup($uuid: ID!) {\n    hookup(uuid: $uuid) {\n      ...HookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HookupTimeslots($uuid: ID!, $from: String, $to: String) {\n    hookupTimeslots(uuid: $uuid, from: $from, to: $to) {\n      startDateTime\n      endDateTime\n    }\n  }\n"): (typeof documents)["\n  query HookupTimeslots($uuid: ID!, $from: String, $to: String) {\n    hookupTimeslots(uuid: $uuid, from: $from, to: $to) {\n      startDateTime\n      endDateTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberAvailability {\n    availability {\n      timeZone\n      slots {\n        dayOfWeek\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberAvailability {\n    availability {\n      timeZone\n      slots {\n        dayOfWeek\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvailability($input: AvailabilityInput!) {\n    updateAvailability(input: $input) {\n      timeZone\n      slots {\n        dayOfWeek\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAvailability($input: AvailabilityInput!) {\n    updateAvailability(input: $input) {\n      timeZone\n      slots {\n        dayOfWeek\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberTimeCycles {\n    timeCycles {\n      id\n      name\n      cadence\n      hookupDuration\n      isDefaultTimeCycle\n      nextRunAt\n      selected\n    }\n  }\n"): (typeof documents)["\n  query MemberTimeCycles {\n    timeCycles {\n      id\n      name\n      cadence\n      hookupDuration\n      isDefaultTimeCycle\n      nextRunAt\n      selected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectTimeCycle($timeCycleId: ID) {\n    selectTimeCycle(timeCycleId: $timeCycleId) {\n      id\n      name\n      cadence\n      hookupDuration\n      isDefaultTimeCycle\n      nextRunAt\n      selected\n    }\n  }\n"): (typeof documents)["\n  mutation SelectTimeCycle($timeCycleId: ID) {\n    selectTimeCycle(timeCycleId: $timeCycleId) {\n      id\n      name\n      cadence\n      hookupDuration\n      isDefaultTimeCycle\n      nextRunAt\n      selected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmHookup($uuid: ID!) {\n    confirmHookup(uuid: $uuid) {\n      ...HookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmHookup($uuid: ID!) {\n    confirmHookup(uuid: $uuid) {\n      ...HookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleHookup($uuid: ID!, $startDateTime: String!) {\n    rescheduleHookup(uuid: $uuid, startDateTime: $startDateTime) {\n      ...HookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleHookup($uuid: ID!, $startDateTime: String!) {\n    rescheduleHookup(uuid: $uuid, startDateTime: $startDateTime) {\n      ...HookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelHookup($uuid: ID!, $reason: String!) {\n    cancelHookup(uuid: $uuid, reason: $reason) {\n      ...HookupFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelHookup($uuid: ID!, $reason: String!) {\n    cancelHookup(uuid: $uuid, reason: $reason) {\n      ...HookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeHookups {\n    nextHookup {\n      ...HookupFields\n    }\n    nextHookupEventCursor\n    totalHookups {\n      total\n      completed\n      upcoming\n    }\n  }\n"): (typeof documents)["\n  query HomeHookups {\n    nextHookup {\n      ...HookupFields\n    }\n    nextHookupEventCursor\n    totalHookups {\n      total\n      completed\n      upcoming\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkedInCallback($mode: LinkedInMode!, $query: String!) {\n    linkedInCallback(mode: $mode, query: $query) {\n      status\n      auth {\n        ...AuthPayloadFields\n      }\n      linkToken\n      signupToken\n      email\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  mutation LinkedInCallback($mode: LinkedInMode!, $query: String!) {\n    linkedInCallback(mode: $mode, query: $query) {\n      status\n      auth {\n        ...AuthPayloadFields\n      }\n      linkToken\n      signupToken\n      email\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkedInLink($linkToken: String!, $password: String!) {\n    linkedInLink(linkToken: $linkToken, password: $password) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation LinkedInLink($linkToken: String!, $password: String!) {\n    linkedInLink(linkToken: $linkToken, password: $password) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkedInRegister($input: LinkedInRegisterInput!) {\n    linkedInRegister(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation LinkedInRegister($input: LinkedInRegisterInput!) {\n    linkedInRegister(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedInEnabled {\n    linkedInEnabled\n  }\n"): (typeof documents)["\n  query LinkedInEnabled {\n    linkedInEnabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkedInAuthorize($mode: LinkedInMode!) {\n    linkedInAuthorize(mode: $mode)\n  }\n"): (typeof documents)["\n  mutation LinkedInAuthorize($mode: LinkedInMode!) {\n    linkedInAuthorize(mode: $mode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Locations($query: String!) {\n    locations(query: $query) {\n      lat\n      lng\n      name\n    }\n  }\n"): (typeof documents)["\n  query Locations($query: String!) {\n    locations(query: $query) {\n      lat\n      lng\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactFields on Contact {\n    uuid\n    fullName\n    imageUrl\n    jobPosition\n    companyName\n    city\n    locationName\n    linkedInUrl\n    met\n    added\n  }\n"): (typeof documents)["\n  fragment ContactFields on Contact {\n    uuid\n    fullName\n    imageUrl\n    jobPosition\n    companyName\n    city\n    locationName\n    linkedInUrl\n    met\n    added\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNetwork($query: String, $page: Int, $size: Int) {\n    myNetwork(query: $query, page: $page, size: $size) {\n      elements {\n        ...ContactFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n"): (typeof documents)["\n  query MyNetwork($query: String, $page: Int, $size: Int) {\n    myNetwork(query: $query, page: $page, size: $size) {\n      elements {\n        ...ContactFields\n      }\n      totalPages\n      totalElements\n      page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMembers($fullName: String, $page: Int, $size: Int) {\n    searchMembers(fullName: $fullName, page: $page, size: $size) {\n      elements {\n        ...MemberCardFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query SearchMembers($fullName: String, $page: Int, $size: Int) {\n    searchMembers(fullName: $fullName, page: $page, size: $size) {\n      elements {\n        ...MemberCardFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockedUsers {\n    blockedUsers {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      companyName\n      blockedAt\n    }\n  }\n"): (typeof documents)["\n  query BlockedUsers {\n    blockedUsers {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      companyName\n      blockedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopActiveMembers {\n    topActiveMembers {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      companyName\n      activity\n    }\n  }\n"): (typeof documents)["\n  query TopActiveMembers {\n    topActiveMembers {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      companyName\n      activity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddContact($uuid: ID!) {\n    addContact(uuid: $uuid) {\n      ...ContactFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddContact($uuid: ID!) {\n    addContact(uuid: $uuid) {\n      ...ContactFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveContact($uuid: ID!) {\n    removeContact(uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation RemoveContact($uuid: ID!) {\n    removeContact(uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockUser($uuid: ID!) {\n    blockUser(uuid: $uuid) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation BlockUser($uuid: ID!) {\n    blockUser(uuid: $uuid) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockUser($uuid: ID!) {\n    unblockUser(uuid: $uuid) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation UnblockUser($uuid: ID!) {\n    unblockUser(uuid: $uuid) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PerkFields on Perk {\n    uuid\n    title\n    partner\n    description\n    howToRedeem\n    link\n    published\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PerkFields on Perk {\n    uuid\n    title\n    partner\n    description\n    howToRedeem\n    link\n    published\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Perks($all: Boolean) {\n    perks(all: $all) {\n      ...PerkFields\n    }\n  }\n"): (typeof documents)["\n  query Perks($all: Boolean) {\n    perks(all: $all) {\n      ...PerkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePerk($input: PerkInput!) {\n    createPerk(input: $input) {\n      ...PerkFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePerk($input: PerkInput!) {\n    createPerk(input: $input) {\n      ...PerkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePerk($uuid: ID!, $input: PerkInput!) {\n    updatePerk(uuid: $uuid, input: $input) {\n      ...PerkFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePerk($uuid: ID!, $input: PerkInput!) {\n    updatePerk(uuid: $uuid, input: $input) {\n      ...PerkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePerk($uuid: ID!) {\n    deletePerk(uuid: $uuid) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePerk($uuid: ID!) {\n    deletePerk(uuid: $uuid) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAvatar {\n    deleteAvatar {\n      uuid\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAvatar {\n    deleteAvatar {\n      uuid\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteAvatar($uuid: ID!) {\n    adminDeleteAvatar(uuid: $uuid) {\n      uuid\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteAvatar($uuid: ID!) {\n    adminDeleteAvatar(uuid: $uuid) {\n      uuid\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobPositions {\n    jobPositions\n  }\n"): (typeof documents)["\n  query JobPositions {\n    jobPositions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberProfileView_profile on MemberProfile {\n    uuid\n    fullName\n    imageUrl\n    jobPosition\n    companyName\n    industry\n    companySize\n    yearsOfExperience\n    seniorityLevel\n    location {\n      name\n    }\n    linkedInUrl\n    personalInformation\n    roles\n    tags\n    pastMatches\n    attendedGroupHookups\n    rating {\n      average\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment MemberProfileView_profile on MemberProfile {\n    uuid\n    fullName\n    imageUrl\n    jobPosition\n    companyName\n    industry\n    companySize\n    yearsOfExperience\n    seniorityLevel\n    location {\n      name\n    }\n    linkedInUrl\n    personalInformation\n    roles\n    tags\n    pastMatches\n    attendedGroupHookups\n    rating {\n      average\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MissingProfileFields {\n    missingProfileFields\n  }\n"): (typeof documents)["\n  query MissingProfileFields {\n    missingProfileFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileDetails_user on User {\n    firstName\n    lastName\n    fullName\n    username\n    imageUrl\n    jobPosition\n    linkedInUrl\n    phoneNumber\n    city\n    location {\n      name\n    }\n    companyName\n    companySize\n    industry\n    seniorityLevel\n    yearsOfExperience\n    personalInformation\n  }\n"): (typeof documents)["\n  fragment ProfileDetails_user on User {\n    firstName\n    lastName\n    fullName\n    username\n    imageUrl\n    jobPosition\n    linkedInUrl\n    phoneNumber\n    city\n    location {\n      name\n    }\n    companyName\n    companySize\n    industry\n    seniorityLevel\n    yearsOfExperience\n    personalInformation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_user on User {\n    uuid\n    firstName\n    lastName\n    phoneNumber\n    jobPosition\n    linkedInUrl\n    location {\n      lat\n      lng\n      name\n    }\n    companyName\n    industry\n    companySize\n    yearsOfExperience\n    seniorityLevel\n    personalInformation\n    howDidYouHearAboutUs\n    acceptTermsAndConditions\n    tags\n  }\n"): (typeof documents)["\n  fragment ProfileForm_user on User {\n    uuid\n    firstName\n    lastName\n    phoneNumber\n    jobPosition\n    linkedInUrl\n    location {\n      lat\n      lng\n      name\n    }\n    companyName\n    industry\n    companySize\n    yearsOfExperience\n    seniorityLevel\n    personalInformation\n    howDidYouHearAboutUs\n    acceptTermsAndConditions\n    tags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileFormOptions {\n    jobPositions\n    tags {\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query ProfileFormOptions {\n    jobPositions\n    tags {\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralLink {\n    referralLink {\n      code\n      url\n    }\n  }\n"): (typeof documents)["\n  query ReferralLink {\n    referralLink {\n      code\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationFields on Invitation {\n    email\n    invitedAt\n    lastSentAt\n    sentCount\n    joined\n    joinedUserUuid\n    joinedFullName\n  }\n"): (typeof documents)["\n  fragment InvitationFields on Invitation {\n    email\n    invitedAt\n    lastSentAt\n    sentCount\n    joined\n    joinedUserUuid\n    joinedFullName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Referrals {\n    referrals {\n      invitations {\n        ...InvitationFields\n      }\n      registeredWithLink {\n        uuid\n        fullName\n        registeredAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Referrals {\n    referrals {\n      invitations {\n        ...InvitationFields\n      }\n      registeredWithLink {\n        uuid\n        fullName\n        registeredAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteFriend($email: String!) {\n    inviteFriend(email: $email) {\n      ...InvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteFriend($email: String!) {\n    inviteFriend(email: $email) {\n      ...InvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LastReviews($userUuid: ID!, $size: Int!) {\n    lastReviews(userUuid: $userUuid, size: $size) {\n      uuid\n      ...ReviewFields\n    }\n  }\n"): (typeof documents)["\n  query LastReviews($userUuid: ID!, $size: Int!) {\n    lastReviews(userUuid: $userUuid, size: $size) {\n      uuid\n      ...ReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewFields on Review {\n    uuid\n    meetingKind\n    meetingUuid\n    meetingTitle\n    reviewer {\n      uuid\n      fullName\n      imageUrl\n    }\n    reviewee {\n      uuid\n      fullName\n      imageUrl\n    }\n    rating\n    comment\n    createdAt\n    revealDueAt\n    revealedAt\n  }\n"): (typeof documents)["\n  fragment ReviewFields on Review {\n    uuid\n    meetingKind\n    meetingUuid\n    meetingTitle\n    reviewer {\n      uuid\n      fullName\n      imageUrl\n    }\n    reviewee {\n      uuid\n      fullName\n      imageUrl\n    }\n    rating\n    comment\n    createdAt\n    revealDueAt\n    revealedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewsOverview {\n    pendingReviews {\n      meetingKind\n      meetingUuid\n      meetingTitle\n      reviewee {\n        uuid\n        fullName\n        imageUrl\n      }\n      endedAt\n      windowClosesAt\n    }\n    pendingReviewsEventCursor\n    reviewRating {\n      average\n      count\n      shown\n    }\n    attendanceScore {\n      score\n      meetings\n      noShows\n    }\n  }\n"): (typeof documents)["\n  query ReviewsOverview {\n    pendingReviews {\n      meetingKind\n      meetingUuid\n      meetingTitle\n      reviewee {\n        uuid\n        fullName\n        imageUrl\n      }\n      endedAt\n      windowClosesAt\n    }\n    pendingReviewsEventCursor\n    reviewRating {\n      average\n      count\n      shown\n    }\n    attendanceScore {\n      score\n      meetings\n      noShows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewList($scope: String!, $page: Int!, $size: Int!) {\n    reviews(scope: $scope, page: $page, size: $size) {\n      elements {\n        ...ReviewFields\n      }\n      totalPages\n      totalElements\n      page\n      eventCursor\n    }\n  }\n"): (typeof documents)["\n  query ReviewList($scope: String!, $page: Int!, $size: Int!) {\n    reviews(scope: $scope, page: $page, size: $size) {\n      elements {\n        ...ReviewFields\n      }\n      totalPages\n      totalElements\n      page\n      eventCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllReviews($rating: Int, $page: Int!, $size: Int!) {\n    reviews(all: true, rating: $rating, page: $page, size: $size) {\n      elements {\n        ...ReviewFields\n        privateFeedback\n      }\n      totalPages\n      totalElements\n      page\n      eventCursor\n    }\n  }\n"): (typeof documents)["\n  query AllReviews($rating: Int, $page: Int!, $size: Int!) {\n    reviews(all: true, rating: $rating, page: $page, size: $size) {\n      elements {\n        ...ReviewFields\n        privateFeedback\n      }\n      totalPages\n      totalElements\n      page\n      eventCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReview($input: ReviewInput!) {\n    submitReview(input: $input) {\n      ...ReviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitReview($input: ReviewInput!) {\n    submitReview(input: $input) {\n      ...ReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveReviewChanged($after: ID) {\n    reviewChanged(after: $after) {\n      eventId\n      kind\n      reviewUuid\n    }\n  }\n"): (typeof documents)["\n  subscription LiveReviewChanged($after: ID) {\n    reviewChanged(after: $after) {\n      eventId\n      kind\n      reviewUuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TagFields on Tag {\n    slug\n    name\n    description\n    color\n    fontColor\n  }\n"): (typeof documents)["\n  fragment TagFields on Tag {\n    slug\n    name\n    description\n    color\n    fontColor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tags {\n    tags {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  query Tags {\n    tags {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTag($slug: ID!, $input: TagInput!) {\n    updateTag(slug: $slug, input: $input) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTag($slug: ID!, $input: TagInput!) {\n    updateTag(slug: $slug, input: $input) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTag($slug: ID!) {\n    deleteTag(slug: $slug) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTag($slug: ID!) {\n    deleteTag(slug: $slug) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on ChatMessage {\n    sid\n    conversationSid\n    index\n    body\n    author\n    authorName\n    clientMessageId\n    dateCreated\n    edited\n    deleted\n    status\n    media {\n      sid\n      filename\n      contentType\n      size\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment ChatMessageFields on ChatMessage {\n    sid\n    conversationSid\n    index\n    body\n    author\n    authorName\n    clientMessageId\n    dateCreated\n    edited\n    deleted\n    status\n    media {\n      sid\n      filename\n      contentType\n      size\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatConversationFields on ChatConversation {\n    sid\n    kind\n    friendlyName\n    title\n    isCreator\n    groupHookupUUID\n    dateUpdated\n    lastMessageIndex\n    unreadCount\n    notificationLevel\n    lastReadMessageIndex\n    lastMessage {\n      ...ChatMessageFields\n    }\n    participants {\n      sid\n      identity\n      friendlyName\n      imageUrl\n      lastReadMessageIndex\n      lastDeliveredMessageIndex\n    }\n  }\n"): (typeof documents)["\n  fragment ChatConversationFields on ChatConversation {\n    sid\n    kind\n    friendlyName\n    title\n    isCreator\n    groupHookupUUID\n    dateUpdated\n    lastMessageIndex\n    unreadCount\n    notificationLevel\n    lastReadMessageIndex\n    lastMessage {\n      ...ChatMessageFields\n    }\n    participants {\n      sid\n      identity\n      friendlyName\n      imageUrl\n      lastReadMessageIndex\n      lastDeliveredMessageIndex\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatConversations($size: Int) {\n    chatConversations(page: 0, size: $size) {\n      eventCursor\n      elements {\n        ...ChatConversationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatConversations($size: Int) {\n    chatConversations(page: 0, size: $size) {\n      eventCursor\n      elements {\n        ...ChatConversationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatConversation($sid: ID!) {\n    chatConversation(sid: $sid) {\n      ...ChatConversationFields\n    }\n  }\n"): (typeof documents)["\n  query ChatConversation($sid: ID!) {\n    chatConversation(sid: $sid) {\n      ...ChatConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatMessages($conversationSid: ID!, $before: Int, $size: Int) {\n    chatMessages(conversationSid: $conversationSid, before: $before, size: $size) {\n      hasMore\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatMessages($conversationSid: ID!, $before: Int, $size: Int) {\n    chatMessages(conversationSid: $conversationSid, before: $before, size: $size) {\n      hasMore\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatAccessToken {\n    chatAccessToken {\n      token\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query ChatAccessToken {\n    chatAccessToken {\n      token\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatChanged($token: String!, $after: ID) {\n    chatChanged(token: $token, after: $after) {\n      eventId\n      kind\n      conversationSid\n      conversation {\n        ...ChatConversationFields\n      }\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ChatChanged($token: String!, $after: ID) {\n    chatChanged(token: $token, after: $after) {\n      eventId\n      kind\n      conversationSid\n      conversation {\n        ...ChatConversationFields\n      }\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatTyping($conversationSid: ID!) {\n    chatTyping(conversationSid: $conversationSid) {\n      conversationSid\n      identity\n      friendlyName\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  subscription ChatTyping($conversationSid: ID!) {\n    chatTyping(conversationSid: $conversationSid) {\n      conversationSid\n      identity\n      friendlyName\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartChat($participants: [ID!]!, $friendlyName: String) {\n    startChat(participants: $participants, friendlyName: $friendlyName) {\n      ...ChatConversationFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartChat($participants: [ID!]!, $friendlyName: String) {\n    startChat(participants: $participants, friendlyName: $friendlyName) {\n      ...ChatConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenGroupHookupChat($uuid: ID!) {\n    openGroupHookupChat(uuid: $uuid) {\n      ...ChatConversationFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenGroupHookupChat($uuid: ID!) {\n    openGroupHookupChat(uuid: $uuid) {\n      ...ChatConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameChat($sid: ID!, $friendlyName: String!) {\n    renameChatConversation(sid: $sid, friendlyName: $friendlyName) {\n      ...ChatConversationFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenameChat($sid: ID!, $friendlyName: String!) {\n    renameChatConversation(sid: $sid, friendlyName: $friendlyName) {\n      ...ChatConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddChatParticipant($sid: ID!, $identity: ID!) {\n    addChatParticipant(sid: $sid, identity: $identity) {\n      ...ChatConversationFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddChatParticipant($sid: ID!, $identity: ID!) {\n    addChatParticipant(sid: $sid, identity: $identity) {\n      ...ChatConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveChat($sid: ID!) {\n    leaveChatConversation(sid: $sid)\n  }\n"): (typeof documents)["\n  mutation LeaveChat($sid: ID!) {\n    leaveChatConversation(sid: $sid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChatNotificationLevel($sid: ID!, $level: ChatNotificationLevel!) {\n    setChatNotificationLevel(sid: $sid, level: $level) {\n      ...ChatConversationFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetChatNotificationLevel($sid: ID!, $level: ChatNotificationLevel!) {\n    setChatNotificationLevel(sid: $sid, level: $level) {\n      ...ChatConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdvanceChatHorizons($sid: ID!, $lastReadMessageIndex: Int, $lastDeliveredMessageIndex: Int) {\n    advanceChatHorizons(sid: $sid, lastReadMessageIndex: $lastReadMessageIndex, lastDeliveredMessageIndex: $lastDeliveredMessageIndex) {\n      ...ChatConversationFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdvanceChatHorizons($sid: ID!, $lastReadMessageIndex: Int, $lastDeliveredMessageIndex: Int) {\n    advanceChatHorizons(sid: $sid, lastReadMessageIndex: $lastReadMessageIndex, lastDeliveredMessageIndex: $lastDeliveredMessageIndex) {\n      ...ChatConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($conversationSid: ID!, $body: String, $mediaSids: [ID!], $clientMessageId: String) {\n    sendChatMessage(conversationSid: $conversationSid, body: $body, mediaSids: $mediaSids, clientMessageId: $clientMessageId) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage($conversationSid: ID!, $body: String, $mediaSids: [ID!], $clientMessageId: String) {\n    sendChatMessage(conversationSid: $conversationSid, body: $body, mediaSids: $mediaSids, clientMessageId: $clientMessageId) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditChatMessage($conversationSid: ID!, $sid: ID!, $body: String!) {\n    editChatMessage(conversationSid: $conversationSid, sid: $sid, body: $body) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditChatMessage($conversationSid: ID!, $sid: ID!, $body: String!) {\n    editChatMessage(conversationSid: $conversationSid, sid: $sid, body: $body) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChatMessage($conversationSid: ID!, $sid: ID!) {\n    deleteChatMessage(conversationSid: $conversationSid, sid: $sid) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteChatMessage($conversationSid: ID!, $sid: ID!) {\n    deleteChatMessage(conversationSid: $conversationSid, sid: $sid) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatTyping($conversationSid: ID!) {\n    sendChatTyping(conversationSid: $conversationSid)\n  }\n"): (typeof documents)["\n  mutation SendChatTyping($conversationSid: ID!) {\n    sendChatTyping(conversationSid: $conversationSid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeatureGates {\n    featureGates {\n      name\n      enabled\n      description\n    }\n  }\n"): (typeof documents)["\n  query FeatureGates {\n    featureGates {\n      name\n      enabled\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFeatureGate($name: String!, $enabled: Boolean!) {\n    setFeatureGate(name: $name, enabled: $enabled) {\n      name\n      enabled\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation SetFeatureGate($name: String!, $enabled: Boolean!) {\n    setFeatureGate(name: $name, enabled: $enabled) {\n      name\n      enabled\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupHookupFields on GroupHookup {\n    uuid\n    title\n    description\n    whoShouldJoin\n    whyShouldJoin\n    whatWillDiscuss\n    category\n    startDate\n    duration\n    maxParticipants\n    slotsLeft\n    status\n    private\n    sponsored\n    highlighted\n    tags\n    imageUrl\n    hostUUID\n    hostFullName\n    hostImageUrl\n    hostRoles\n    host {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    participants {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    cancellationReason\n    createdOn\n    updatedOn\n    isParticipant\n    isHost\n  }\n"): (typeof documents)["\n  fragment GroupHookupFields on GroupHookup {\n    uuid\n    title\n    description\n    whoShouldJoin\n    whyShouldJoin\n    whatWillDiscuss\n    category\n    startDate\n    duration\n    maxParticipants\n    slotsLeft\n    status\n    private\n    sponsored\n    highlighted\n    tags\n    imageUrl\n    hostUUID\n    hostFullName\n    hostImageUrl\n    hostRoles\n    host {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    participants {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    cancellationReason\n    createdOn\n    updatedOn\n    isParticipant\n    isHost\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HookupFields on Hookup {\n    uuid\n    partner {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    videoCallId\n    startDateTime\n    endDateTime\n    createdOn\n    timeCycleId\n    timeCycleName\n    hookupStatus\n    rescheduled\n    rescheduleCount\n    reschedulesLeft\n    confirmed\n    confirmedByMe\n    matchReasons\n    cancellationReason\n    cancelledBy {\n      uuid\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment HookupFields on Hookup {\n    uuid\n    partner {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    videoCallId\n    startDateTime\n    endDateTime\n    createdOn\n    timeCycleId\n    timeCycleName\n    hookupStatus\n    rescheduled\n    rescheduleCount\n    reschedulesLeft\n    confirmed\n    confirmedByMe\n    matchReasons\n    cancellationReason\n    cancelledBy {\n      uuid\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveHookupChanged($after: ID) {\n    hookupChanged(after: $after) {\n      eventId\n      kind\n      actorUUID\n      hookup {\n        ...HookupFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveHookupChanged($after: ID) {\n    hookupChanged(after: $after) {\n      eventId\n      kind\n      actorUUID\n      hookup {\n        ...HookupFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveGroupHookupChanged($uuid: ID, $after: ID) {\n    groupHookupChanged(uuid: $uuid, after: $after) {\n      eventId\n      kind\n      groupHookup {\n        ...GroupHookupFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveGroupHookupChanged($uuid: ID, $after: ID) {\n    groupHookupChanged(uuid: $uuid, after: $after) {\n      eventId\n      kind\n      groupHookup {\n        ...GroupHookupFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveRoomPresence($uuid: ID!, $after: ID) {\n    roomPresence(uuid: $uuid, after: $after) {\n      eventId\n      uuid\n      present {\n        uuid\n        fullName\n        imageUrl\n        jobPosition\n        roles\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveRoomPresence($uuid: ID!, $after: ID) {\n    roomPresence(uuid: $uuid, after: $after) {\n      eventId\n      uuid\n      present {\n        uuid\n        fullName\n        imageUrl\n        jobPosition\n        roles\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveRoom($uuid: ID!) {\n    room(uuid: $uuid) {\n      uuid\n      opensAt\n      closesAt\n      present {\n        uuid\n        fullName\n        imageUrl\n        jobPosition\n        roles\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveRoom($uuid: ID!) {\n    room(uuid: $uuid) {\n      uuid\n      opensAt\n      closesAt\n      present {\n        uuid\n        fullName\n        imageUrl\n        jobPosition\n        roles\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    message\n    image\n    date\n    viewed\n    isNew\n    redirectUrl\n    notificationCode\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    message\n    image\n    date\n    viewed\n    isNew\n    redirectUrl\n    notificationCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($page: Int, $size: Int) {\n    notifications(page: $page, size: $size) {\n      elements {\n        ...NotificationFields\n      }\n      totalPages\n      newNotificationsCount\n      eventCursor\n    }\n  }\n"): (typeof documents)["\n  query Notifications($page: Int, $size: Int) {\n    notifications(page: $page, size: $size) {\n      elements {\n        ...NotificationFields\n      }\n      totalPages\n      newNotificationsCount\n      eventCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsNotNew {\n    markNotificationsNotNew {\n      newNotificationsCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsNotNew {\n    markNotificationsNotNew {\n      newNotificationsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationViewed($id: ID!) {\n    markNotificationViewed(id: $id) {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationViewed($id: ID!) {\n    markNotificationViewed(id: $id) {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveNotificationChanged($after: ID) {\n    notificationChanged(after: $after) {\n      eventId\n      kind\n      notification {\n        ...NotificationFields\n      }\n      newNotificationsCount\n    }\n  }\n"): (typeof documents)["\n  subscription LiveNotificationChanged($after: ID) {\n    notificationChanged(after: $after) {\n      eventId\n      kind\n      notification {\n        ...NotificationFields\n      }\n      newNotificationsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionUser {\n    me {\n      uuid\n      username\n      fullName\n      imageUrl\n      roles\n      verified\n    }\n  }\n"): (typeof documents)["\n  query SessionUser {\n    me {\n      uuid\n      username\n      fullName\n      imageUrl\n      roles\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthPayloadFields on AuthPayload {\n    accessToken\n    refreshToken\n    user {\n      uuid\n      username\n      fullName\n      imageUrl\n      roles\n      verified\n    }\n  }\n"): (typeof documents)["\n  fragment AuthPayloadFields on AuthPayload {\n    accessToken\n    refreshToken\n    user {\n      uuid\n      username\n      fullName\n      imageUrl\n      roles\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription VideoRoomEnded($roomId: ID!, $after: ID) {\n    videoRoomEnded(roomId: $roomId, after: $after) {\n      eventId\n      roomId\n      endedAt\n    }\n  }\n"): (typeof documents)["\n  subscription VideoRoomEnded($roomId: ID!, $after: ID) {\n    videoRoomEnded(roomId: $roomId, after: $after) {\n      eventId\n      roomId\n      endedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupHookupVideoRoom($uuid: ID!) {\n    groupHookup(uuid: $uuid) {\n      uuid\n      videoRoomId\n    }\n  }\n"): (typeof documents)["\n  query GroupHookupVideoRoom($uuid: ID!) {\n    groupHookup(uuid: $uuid) {\n      uuid\n      videoRoomId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoToken($roomId: ID!) {\n    videoToken(roomId: $roomId) {\n      token\n      roomId\n      closesAt\n      iceServers {\n        urls\n        username\n        credential\n      }\n      eventCursor\n    }\n  }\n"): (typeof documents)["\n  query VideoToken($roomId: ID!) {\n    videoToken(roomId: $roomId) {\n      token\n      roomId\n      closesAt\n      iceServers {\n        urls\n        username\n        credential\n      }\n      eventCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackList($handled: Boolean) {\n    feedbackList(handled: $handled) {\n      uuid\n      name\n      email\n      message\n      page\n      createdAt\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  query FeedbackList($handled: Boolean) {\n    feedbackList(handled: $handled) {\n      uuid\n      name\n      email\n      message\n      page\n      createdAt\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkFeedbackHandled($uuid: ID!) {\n    markFeedbackHandled(uuid: $uuid) {\n      uuid\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkFeedbackHandled($uuid: ID!) {\n    markFeedbackHandled(uuid: $uuid) {\n      uuid\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrorReports {\n    errorReports {\n      message\n      count\n      lastSeenAt\n      lastRoute\n      release\n      lastUserUuid\n      breadcrumbs\n    }\n  }\n"): (typeof documents)["\n  query ErrorReports {\n    errorReports {\n      message\n      count\n      lastSeenAt\n      lastRoute\n      release\n      lastUserUuid\n      breadcrumbs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiAgentQuestions {\n    aiAgentQuestions {\n      engine\n      suggested {\n        key\n        text\n      }\n      profile {\n        key\n        question\n        answer\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiAgentQuestions {\n    aiAgentQuestions {\n      engine\n      suggested {\n        key\n        text\n      }\n      profile {\n        key\n        question\n        answer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiAgentThread {\n    aiAgentThread {\n      uuid\n      role\n      content\n      source\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AiAgentThread {\n    aiAgentThread {\n      uuid\n      role\n      content\n      source\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAiAgentAnswers($answers: [AiAgentAnswerInput!]!) {\n    saveAiAgentAnswers(answers: $answers) {\n      engine\n      suggested {\n        key\n        text\n      }\n      profile {\n        key\n        question\n        answer\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAiAgentAnswers($answers: [AiAgentAnswerInput!]!) {\n    saveAiAgentAnswers(answers: $answers) {\n      engine\n      suggested {\n        key\n        text\n      }\n      profile {\n        key\n        question\n        answer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AiAgentAnswer($question: String, $questionKey: String) {\n    aiAgentAnswer(question: $question, questionKey: $questionKey) {\n      delta\n      error\n      message {\n        uuid\n        role\n        content\n        source\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AiAgentAnswer($question: String, $questionKey: String) {\n    aiAgentAnswer(question: $question, questionKey: $questionKey) {\n      delta\n      error\n      message {\n        uuid\n        role\n        content\n        source\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmUsernameChange($confirmationToken: String!) {\n    confirmUsernameChange(confirmationToken: $confirmationToken) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmUsernameChange($confirmationToken: String!) {\n    confirmUsernameChange(confirmationToken: $confirmationToken) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    me {\n      uuid\n      fullName\n      imageUrl\n      ...ProfileDetails_user\n      ...ProfileForm_user\n    }\n  }\n"): (typeof documents)["\n  query MyProfile {\n    me {\n      uuid\n      fullName\n      imageUrl\n      ...ProfileDetails_user\n      ...ProfileForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      uuid\n      fullName\n      imageUrl\n      ...ProfileDetails_user\n      ...ProfileForm_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      uuid\n      fullName\n      imageUrl\n      ...ProfileDetails_user\n      ...ProfileForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailingPreferencesFields on MailingPreferences {\n    preferences {\n      notificationCode\n      label\n      email\n    }\n    unsubscribeDate\n    pauseNotificationsStartDate\n    pauseNotificationsEndDate\n    paused\n  }\n"): (typeof documents)["\n  fragment MailingPreferencesFields on MailingPreferences {\n    preferences {\n      notificationCode\n      label\n      email\n    }\n    unsubscribeDate\n    pauseNotificationsStartDate\n    pauseNotificationsEndDate\n    paused\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailingPreferences {\n    mailingPreferences {\n      ...MailingPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  query MailingPreferences {\n    mailingPreferences {\n      ...MailingPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMailingPreferences($input: MailingPreferencesInput!) {\n    updateMailingPreferences(input: $input) {\n      ...MailingPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMailingPreferences($input: MailingPreferencesInput!) {\n    updateMailingPreferences(input: $input) {\n      ...MailingPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseNotifications($weeks: Int) {\n    pauseNotifications(weeks: $weeks) {\n      ...MailingPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  mutation PauseNotifications($weeks: Int) {\n    pauseNotifications(weeks: $weeks) {\n      ...MailingPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpauseNotifications {\n    unpauseNotifications {\n      ...MailingPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnpauseNotifications {\n    unpauseNotifications {\n      ...MailingPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unsubscribe($token: String!, $email: String!) {\n    unsubscribe(token: $token, email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Unsubscribe($token: String!, $email: String!) {\n    unsubscribe(token: $token, email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserToEdit($uuid: ID!) {\n    adminUser(uuid: $uuid) {\n      uuid\n      fullName\n      username\n      imageUrl\n      ...ProfileForm_user\n    }\n  }\n"): (typeof documents)["\n  query UserToEdit($uuid: ID!) {\n    adminUser(uuid: $uuid) {\n      uuid\n      fullName\n      username\n      imageUrl\n      ...ProfileForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($uuid: ID!, $input: ProfileInput!) {\n    adminUpdateUser(uuid: $uuid, input: $input) {\n      uuid\n      fullName\n      imageUrl\n      ...ProfileForm_user\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser($uuid: ID!, $input: ProfileInput!) {\n    adminUpdateUser(uuid: $uuid, input: $input) {\n      uuid\n      fullName\n      imageUrl\n      ...ProfileForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberProfile($uuid: ID!) {\n    memberProfile(uuid: $uuid) {\n      uuid\n      fullName\n      ...MemberProfileView_profile\n    }\n  }\n"): (typeof documents)["\n  query MemberProfile($uuid: ID!) {\n    memberProfile(uuid: $uuid) {\n      uuid\n      fullName\n      ...MemberProfileView_profile\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;