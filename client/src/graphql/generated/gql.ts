/* eslint-disable */
import * as types from './graphql';
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  mutation ActivateEmail($input: ActivateEmailInput!) {\n    activateEmail(input: $input) {\n      message\n      login\n      token\n    }\n  }\n": typeof types.ActivateEmailDocument,
    "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      email\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResendVerification {\n    resendVerification\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      login\n      token\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      message\n      login\n    }\n  }\n": typeof types.UnsubscribeDocument,
    "\n  mutation LoginWithProvider($provider: SocialProvider!, $input: SocialLoginInput!) {\n    loginWithProvider(provider: $provider, input: $input) {\n      token\n    }\n  }\n": typeof types.LoginWithProviderDocument,
    "\n  mutation DemoRegisterWithProvider($provider: SocialProvider!, $input: DemoProviderRegisterInput!) {\n    demoRegisterWithProvider(provider: $provider, input: $input) {\n      token\n    }\n  }\n": typeof types.DemoRegisterWithProviderDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      login\n      token\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  query BreadcrumbPackage($code: String!) {\n    packages(filter: { code: $code }, limit: 1) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.BreadcrumbPackageDocument,
    "\n  mutation CheckDemoUrl($input: DemoUrlInput!) {\n    checkDemoUrl(input: $input) {\n      url\n      finalUrl\n      reachable\n      status\n      title\n    }\n  }\n": typeof types.CheckDemoUrlDocument,
    "\n  mutation DemoRegister($input: DemoRegisterInput!) {\n    demoRegister(input: $input) {\n      token\n    }\n  }\n": typeof types.DemoRegisterDocument,
    "\n  fragment PackageCard_package on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    description\n    durationDays\n    free\n    professional\n    guaranteedAlexa\n  }\n": typeof types.PackageCard_PackageFragmentDoc,
    "\n  query VisitorPromotions($utmSource: String, $utmMedium: String, $utmCampaign: String) {\n    activePromotions(utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign) {\n      id\n      type\n      creditsMultiplier\n      offerTitle\n      offerDescription\n      startAt\n      endAt\n    }\n  }\n": typeof types.VisitorPromotionsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      login\n      displayName\n      roles\n      emailConfirmed\n    }\n    impersonator {\n      id\n      login\n      displayName\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query CurrentGate {\n    currentGate {\n      id\n      name\n      description\n      apiBase\n      config\n    }\n  }\n": typeof types.CurrentGateDocument,
    "\n  query BlogPosts($page: Int, $limit: Int) {\n    blogPosts(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        slug\n        title\n        excerpt\n        publicatedAt\n      }\n    }\n  }\n": typeof types.BlogPostsDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      id\n      title\n      excerpt\n      content\n      publicatedAt\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query MainPagePackages {\n    packagesForMainPage {\n      ...PackageCard_package\n    }\n  }\n": typeof types.MainPagePackagesDocument,
    "\n  query PricingPackages {\n    packages(filter: { parentId: 0 }, order: [{ field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        ...PackageCard_package\n      }\n      total\n    }\n  }\n": typeof types.PricingPackagesDocument,
};
const documents: Documents = {
    "\n  mutation ActivateEmail($input: ActivateEmailInput!) {\n    activateEmail(input: $input) {\n      message\n      login\n      token\n    }\n  }\n": types.ActivateEmailDocument,
    "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      email\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResendVerification {\n    resendVerification\n  }\n": types.ResendVerificationDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      login\n      token\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      message\n      login\n    }\n  }\n": types.UnsubscribeDocument,
    "\n  mutation LoginWithProvider($provider: SocialProvider!, $input: SocialLoginInput!) {\n    loginWithProvider(provider: $provider, input: $input) {\n      token\n    }\n  }\n": types.LoginWithProviderDocument,
    "\n  mutation DemoRegisterWithProvider($provider: SocialProvider!, $input: DemoProviderRegisterInput!) {\n    demoRegisterWithProvider(provider: $provider, input: $input) {\n      token\n    }\n  }\n": types.DemoRegisterWithProviderDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      login\n      token\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  query BreadcrumbPackage($code: String!) {\n    packages(filter: { code: $code }, limit: 1) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.BreadcrumbPackageDocument,
    "\n  mutation CheckDemoUrl($input: DemoUrlInput!) {\n    checkDemoUrl(input: $input) {\n      url\n      finalUrl\n      reachable\n      status\n      title\n    }\n  }\n": types.CheckDemoUrlDocument,
    "\n  mutation DemoRegister($input: DemoRegisterInput!) {\n    demoRegister(input: $input) {\n      token\n    }\n  }\n": types.DemoRegisterDocument,
    "\n  fragment PackageCard_package on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    description\n    durationDays\n    free\n    professional\n    guaranteedAlexa\n  }\n": types.PackageCard_PackageFragmentDoc,
    "\n  query VisitorPromotions($utmSource: String, $utmMedium: String, $utmCampaign: String) {\n    activePromotions(utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign) {\n      id\n      type\n      creditsMultiplier\n      offerTitle\n      offerDescription\n      startAt\n      endAt\n    }\n  }\n": types.VisitorPromotionsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      login\n      displayName\n      roles\n      emailConfirmed\n    }\n    impersonator {\n      id\n      login\n      displayName\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query CurrentGate {\n    currentGate {\n      id\n      name\n      description\n      apiBase\n      config\n    }\n  }\n": types.CurrentGateDocument,
    "\n  query BlogPosts($page: Int, $limit: Int) {\n    blogPosts(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        slug\n        title\n        excerpt\n        publicatedAt\n      }\n    }\n  }\n": types.BlogPostsDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      id\n      title\n      excerpt\n      content\n      publicatedAt\n    }\n  }\n": types.BlogPostDocument,
    "\n  query MainPagePackages {\n    packagesForMainPage {\n      ...PackageCard_package\n    }\n  }\n": types.MainPagePackagesDocument,
    "\n  query PricingPackages {\n    packages(filter: { parentId: 0 }, order: [{ field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        ...PackageCard_package\n      }\n      total\n    }\n  }\n": types.PricingPackagesDocument,
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
export function graphql(source: "\n  mutation ActivateEmail($input: ActivateEmailInput!) {\n    activateEmail(input: $input) {\n      message\n      login\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateEmail($input: ActivateEmailInput!) {\n    activateEmail(input: $input) {\n      message\n      login\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification {\n    resendVerification\n  }\n"): (typeof documents)["\n  mutation ResendVerification {\n    resendVerification\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      login\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      login\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      message\n      login\n    }\n  }\n"): (typeof documents)["\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      message\n      login\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithProvider($provider: SocialProvider!, $input: SocialLoginInput!) {\n    loginWithProvider(provider: $provider, input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithProvider($provider: SocialProvider!, $input: SocialLoginInput!) {\n    loginWithProvider(provider: $provider, input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DemoRegisterWithProvider($provider: SocialProvider!, $input: DemoProviderRegisterInput!) {\n    demoRegisterWithProvider(provider: $provider, input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation DemoRegisterWithProvider($provider: SocialProvider!, $input: DemoProviderRegisterInput!) {\n    demoRegisterWithProvider(provider: $provider, input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      login\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      login\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BreadcrumbPackage($code: String!) {\n    packages(filter: { code: $code }, limit: 1) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query BreadcrumbPackage($code: String!) {\n    packages(filter: { code: $code }, limit: 1) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckDemoUrl($input: DemoUrlInput!) {\n    checkDemoUrl(input: $input) {\n      url\n      finalUrl\n      reachable\n      status\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CheckDemoUrl($input: DemoUrlInput!) {\n    checkDemoUrl(input: $input) {\n      url\n      finalUrl\n      reachable\n      status\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DemoRegister($input: DemoRegisterInput!) {\n    demoRegister(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation DemoRegister($input: DemoRegisterInput!) {\n    demoRegister(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackageCard_package on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    description\n    durationDays\n    free\n    professional\n    guaranteedAlexa\n  }\n"): (typeof documents)["\n  fragment PackageCard_package on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    description\n    durationDays\n    free\n    professional\n    guaranteedAlexa\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorPromotions($utmSource: String, $utmMedium: String, $utmCampaign: String) {\n    activePromotions(utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign) {\n      id\n      type\n      creditsMultiplier\n      offerTitle\n      offerDescription\n      startAt\n      endAt\n    }\n  }\n"): (typeof documents)["\n  query VisitorPromotions($utmSource: String, $utmMedium: String, $utmCampaign: String) {\n    activePromotions(utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign) {\n      id\n      type\n      creditsMultiplier\n      offerTitle\n      offerDescription\n      startAt\n      endAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      login\n      displayName\n      roles\n      emailConfirmed\n    }\n    impersonator {\n      id\n      login\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      login\n      displayName\n      roles\n      emailConfirmed\n    }\n    impersonator {\n      id\n      login\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentGate {\n    currentGate {\n      id\n      name\n      description\n      apiBase\n      config\n    }\n  }\n"): (typeof documents)["\n  query CurrentGate {\n    currentGate {\n      id\n      name\n      description\n      apiBase\n      config\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPosts($page: Int, $limit: Int) {\n    blogPosts(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        slug\n        title\n        excerpt\n        publicatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPosts($page: Int, $limit: Int) {\n    blogPosts(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        slug\n        title\n        excerpt\n        publicatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      id\n      title\n      excerpt\n      content\n      publicatedAt\n    }\n  }\n"): (typeof documents)["\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      id\n      title\n      excerpt\n      content\n      publicatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MainPagePackages {\n    packagesForMainPage {\n      ...PackageCard_package\n    }\n  }\n"): (typeof documents)["\n  query MainPagePackages {\n    packagesForMainPage {\n      ...PackageCard_package\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricingPackages {\n    packages(filter: { parentId: 0 }, order: [{ field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        ...PackageCard_package\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query PricingPackages {\n    packages(filter: { parentId: 0 }, order: [{ field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        ...PackageCard_package\n      }\n      total\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;