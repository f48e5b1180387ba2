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
    "\n  query GroupHookups($view: GroupHookupView, $category: String, $status: GroupHookupStatus, $page: Int, $size: Int) {\n    groupHookups(view: $view, category: $category, status: $status, page: $page, size: $size) {\n      elements {\n        ...GroupHookupFields\n      }\n      totalPages\n      page\n    }\n  }\n": typeof types.GroupHookupsDocument,
    "\n  query HighlightedGroupHookups {\n    highlightedGroupHookups {\n      ...GroupHookupFields\n    }\n  }\n": typeof types.HighlightedGroupHookupsDocument,
    "\n  query GroupHookupCategories {\n    categories {\n      name\n      label\n    }\n  }\n": typeof types.GroupHookupCategoriesDocument,
    "\n  query GroupHookup($uuid: ID!) {\n    groupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": typeof types.GroupHookupDocument,
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
    "\n  query Locations($query: String!) {\n    locations(query: $query) {\n      lat\n      lng\n      name\n    }\n  }\n": typeof types.LocationsDocument,
    "\n  fragment ProfileDetails_user on User {\n    firstName\n    lastName\n    fullName\n    username\n    imageUrl\n    jobPosition\n    linkedInUrl\n    phoneNumber\n    city\n    location {\n      name\n    }\n    companyName\n    companySize\n    industry\n    seniorityLevel\n    yearsOfExperience\n    personalInformation\n  }\n": typeof types.ProfileDetails_UserFragmentDoc,
    "\n  fragment GroupHookupFields on GroupHookup {\n    uuid\n    title\n    description\n    whoShouldJoin\n    whyShouldJoin\n    whatWillDiscuss\n    category\n    startDate\n    duration\n    maxParticipants\n    slotsLeft\n    status\n    private\n    sponsored\n    highlighted\n    tags\n    imageUrl\n    hostUUID\n    hostFullName\n    hostImageUrl\n    hostRoles\n    host {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    participants {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    cancellationReason\n    createdOn\n    updatedOn\n    isParticipant\n    isHost\n  }\n": typeof types.GroupHookupFieldsFragmentDoc,
    "\n  subscription LiveGroupHookupChanged($uuid: ID, $after: ID) {\n    groupHookupChanged(uuid: $uuid, after: $after) {\n      eventId\n      kind\n      groupHookup {\n        ...GroupHookupFields\n      }\n    }\n  }\n": typeof types.LiveGroupHookupChangedDocument,
    "\n  subscription LiveRoomPresence($uuid: ID!, $after: ID) {\n    roomPresence(uuid: $uuid, after: $after) {\n      eventId\n      uuid\n      present {\n        uuid\n        fullName\n        imageUrl\n        jobPosition\n        roles\n      }\n    }\n  }\n": typeof types.LiveRoomPresenceDocument,
    "\n  query LiveRoom($uuid: ID!) {\n    room(uuid: $uuid) {\n      uuid\n      opensAt\n      closesAt\n      present {\n        uuid\n        fullName\n        imageUrl\n        jobPosition\n        roles\n      }\n    }\n  }\n": typeof types.LiveRoomDocument,
    "\n  query SessionUser {\n    me {\n      uuid\n      username\n      fullName\n      imageUrl\n      roles\n      verified\n    }\n  }\n": typeof types.SessionUserDocument,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    accessToken\n    refreshToken\n    user {\n      uuid\n      username\n      fullName\n      imageUrl\n      roles\n      verified\n    }\n  }\n": typeof types.AuthPayloadFieldsFragmentDoc,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": typeof types.LogoutDocument,
    "\n  mutation ConfirmUsernameChange($confirmationToken: String!) {\n    confirmUsernameChange(confirmationToken: $confirmationToken) {\n      message\n    }\n  }\n": typeof types.ConfirmUsernameChangeDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      message\n    }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query JobPositions {\n    jobPositions\n  }\n": typeof types.JobPositionsDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  query MyProfile {\n    me {\n      uuid\n      ...ProfileDetails_user\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      message\n    }\n  }\n": typeof types.ChangeUsernameDocument,
};
const documents: Documents = {
    "\n  query GroupHookups($view: GroupHookupView, $category: String, $status: GroupHookupStatus, $page: Int, $size: Int) {\n    groupHookups(view: $view, category: $category, status: $status, page: $page, size: $size) {\n      elements {\n        ...GroupHookupFields\n      }\n      totalPages\n      page\n    }\n  }\n": types.GroupHookupsDocument,
    "\n  query HighlightedGroupHookups {\n    highlightedGroupHookups {\n      ...GroupHookupFields\n    }\n  }\n": types.HighlightedGroupHookupsDocument,
    "\n  query GroupHookupCategories {\n    categories {\n      name\n      label\n    }\n  }\n": types.GroupHookupCategoriesDocument,
    "\n  query GroupHookup($uuid: ID!) {\n    groupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n": types.GroupHookupDocument,
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
    "\n  query Locations($query: String!) {\n    locations(query: $query) {\n      lat\n      lng\n      name\n    }\n  }\n": types.LocationsDocument,
    "\n  fragment ProfileDetails_user on User {\n    firstName\n    lastName\n    fullName\n    username\n    imageUrl\n    jobPosition\n    linkedInUrl\n    phoneNumber\n    city\n    location {\n      name\n    }\n    companyName\n    companySize\n    industry\n    seniorityLevel\n    yearsOfExperience\n    personalInformation\n  }\n": types.ProfileDetails_UserFragmentDoc,
    "\n  fragment GroupHookupFields on GroupHookup {\n    uuid\n    title\n    description\n    whoShouldJoin\n    whyShouldJoin\n    whatWillDiscuss\n    category\n    startDate\n    duration\n    maxParticipants\n    slotsLeft\n    status\n    private\n    sponsored\n    highlighted\n    tags\n    imageUrl\n    hostUUID\n    hostFullName\n    hostImageUrl\n    hostRoles\n    host {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    participants {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    cancellationReason\n    createdOn\n    updatedOn\n    isParticipant\n    isHost\n  }\n": types.GroupHookupFieldsFragmentDoc,
    "\n  subscription LiveGroupHookupChanged($uuid: ID, $after: ID) {\n    groupHookupChanged(uuid: $uuid, after: $after) {\n      eventId\n      kind\n      groupHookup {\n        ...GroupHookupFields\n      }\n    }\n  }\n": types.LiveGroupHookupChangedDocument,
    "\n  subscription LiveRoomPresence($uuid: ID!, $after: ID) {\n    roomPresence(uuid: $uuid, after: $after) {\n      eventId\n      uuid\n      present {\n        uuid\n        fullName\n        imageUrl\n        jobPosition\n        roles\n      }\n    }\n  }\n": types.LiveRoomPresenceDocument,
    "\n  query LiveRoom($uuid: ID!) {\n    room(uuid: $uuid) {\n      uuid\n      opensAt\n      closesAt\n      present {\n        uuid\n        fullName\n        imageUrl\n        jobPosition\n        roles\n      }\n    }\n  }\n": types.LiveRoomDocument,
    "\n  query SessionUser {\n    me {\n      uuid\n      username\n      fullName\n      imageUrl\n      roles\n      verified\n    }\n  }\n": types.SessionUserDocument,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    accessToken\n    refreshToken\n    user {\n      uuid\n      username\n      fullName\n      imageUrl\n      roles\n      verified\n    }\n  }\n": types.AuthPayloadFieldsFragmentDoc,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": types.LogoutDocument,
    "\n  mutation ConfirmUsernameChange($confirmationToken: String!) {\n    confirmUsernameChange(confirmationToken: $confirmationToken) {\n      message\n    }\n  }\n": types.ConfirmUsernameChangeDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      message\n    }\n  }\n": types.ConfirmEmailDocument,
    "\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.RegisterDocument,
    "\n  query JobPositions {\n    jobPositions\n  }\n": types.JobPositionsDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n": types.ResendVerificationEmailDocument,
    "\n  query MyProfile {\n    me {\n      uuid\n      ...ProfileDetails_user\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      message\n    }\n  }\n": types.ChangeUsernameDocument,
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
export function graphql(source: "\n  query GroupHookups($view: GroupHookupView, $category: String, $status: GroupHookupStatus, $page: Int, $size: Int) {\n    groupHookups(view: $view, category: $category, status: $status, page: $page, size: $size) {\n      elements {\n        ...GroupHookupFields\n      }\n      totalPages\n      page\n    }\n  }\n"): (typeof documents)["\n  query GroupHookups($view: GroupHookupView, $category: String, $status: GroupHookupStatus, $page: Int, $size: Int) {\n    groupHookups(view: $view, category: $category, status: $status, page: $page, size: $size) {\n      elements {\n        ...GroupHookupFields\n      }\n      totalPages\n      page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HighlightedGroupHookups {\n    highlightedGroupHookups {\n      ...GroupHookupFields\n    }\n  }\n"): (typeof documents)["\n  query HighlightedGroupHookups {\n    highlightedGroupHookups {\n      ...GroupHookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupHookupCategories {\n    categories {\n      name\n      label\n    }\n  }\n"): (typeof documents)["\n  query GroupHookupCategories {\n    categories {\n      name\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupHookup($uuid: ID!) {\n    groupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"): (typeof documents)["\n  query GroupHookup($uuid: ID!) {\n    groupHookup(uuid: $uuid) {\n      ...GroupHookupFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query Locations($query: String!) {\n    locations(query: $query) {\n      lat\n      lng\n      name\n    }\n  }\n"): (typeof documents)["\n  query Locations($query: String!) {\n    locations(query: $query) {\n      lat\n      lng\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileDetails_user on User {\n    firstName\n    lastName\n    fullName\n    username\n    imageUrl\n    jobPosition\n    linkedInUrl\n    phoneNumber\n    city\n    location {\n      name\n    }\n    companyName\n    companySize\n    industry\n    seniorityLevel\n    yearsOfExperience\n    personalInformation\n  }\n"): (typeof documents)["\n  fragment ProfileDetails_user on User {\n    firstName\n    lastName\n    fullName\n    username\n    imageUrl\n    jobPosition\n    linkedInUrl\n    phoneNumber\n    city\n    location {\n      name\n    }\n    companyName\n    companySize\n    industry\n    seniorityLevel\n    yearsOfExperience\n    personalInformation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupHookupFields on GroupHookup {\n    uuid\n    title\n    description\n    whoShouldJoin\n    whyShouldJoin\n    whatWillDiscuss\n    category\n    startDate\n    duration\n    maxParticipants\n    slotsLeft\n    status\n    private\n    sponsored\n    highlighted\n    tags\n    imageUrl\n    hostUUID\n    hostFullName\n    hostImageUrl\n    hostRoles\n    host {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    participants {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    cancellationReason\n    createdOn\n    updatedOn\n    isParticipant\n    isHost\n  }\n"): (typeof documents)["\n  fragment GroupHookupFields on GroupHookup {\n    uuid\n    title\n    description\n    whoShouldJoin\n    whyShouldJoin\n    whatWillDiscuss\n    category\n    startDate\n    duration\n    maxParticipants\n    slotsLeft\n    status\n    private\n    sponsored\n    highlighted\n    tags\n    imageUrl\n    hostUUID\n    hostFullName\n    hostImageUrl\n    hostRoles\n    host {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    participants {\n      uuid\n      fullName\n      imageUrl\n      jobPosition\n      roles\n    }\n    cancellationReason\n    createdOn\n    updatedOn\n    isParticipant\n    isHost\n  }\n"];
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
export function graphql(source: "\n  query JobPositions {\n    jobPositions\n  }\n"): (typeof documents)["\n  query JobPositions {\n    jobPositions\n  }\n"];
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
export function graphql(source: "\n  query MyProfile {\n    me {\n      uuid\n      ...ProfileDetails_user\n    }\n  }\n"): (typeof documents)["\n  query MyProfile {\n    me {\n      uuid\n      ...ProfileDetails_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeUsername($username: String!) {\n    changeUsername(username: $username) {\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;