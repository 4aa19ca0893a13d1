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
    "\n  mutation PayOrderWithCard($orderId: Int!, $paymentToken: String!, $threeDSecure: CardThreeDSecureInput) {\n    payOrderWithCard(orderId: $orderId, paymentToken: $paymentToken, threeDSecure: $threeDSecure) {\n      id\n      status\n    }\n  }\n": typeof types.PayOrderWithCardDocument,
    "\n  fragment OrderDetails_order on Order {\n    id\n    status\n    quantity\n    amountMinor\n    currency\n    paymentProvider\n    createdAt\n    firstPaymentAt\n    lastPaymentAt\n    recurring\n    nextRenewalAt\n    cancellable\n    package {\n      id\n      name\n      code\n      size\n      durationDays\n    }\n    payments {\n      id\n      provider\n      status\n      amountMinor\n      currency\n      createdAt\n    }\n    invoices {\n      id\n      number\n      issuedAt\n      amountMinor\n      currency\n      downloadPath\n    }\n  }\n": typeof types.OrderDetails_OrderFragmentDoc,
    "\n  mutation CancelOrder($id: Int!) {\n    cancelOrder(id: $id) {\n      id\n      status\n      recurring\n      cancellable\n      nextRenewalAt\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  query OrderPaymentStatus($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      quantity\n      amountMinor\n      currency\n      package {\n        id\n        name\n        code\n      }\n    }\n  }\n": typeof types.OrderPaymentStatusDocument,
    "\n  query PaymentMethods {\n    paymentMethods\n  }\n": typeof types.PaymentMethodsDocument,
    "\n  query BreadcrumbPackage($code: String!) {\n    packages(filter: { code: $code }, limit: 1) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.BreadcrumbPackageDocument,
    "\n  query BreadcrumbProject($id: Int!) {\n    project(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.BreadcrumbProjectDocument,
    "\n  mutation CheckDemoUrl($input: DemoUrlInput!) {\n    checkDemoUrl(input: $input) {\n      url\n      finalUrl\n      reachable\n      status\n      title\n    }\n  }\n": typeof types.CheckDemoUrlDocument,
    "\n  mutation DemoRegister($input: DemoRegisterInput!) {\n    demoRegister(input: $input) {\n      token\n    }\n  }\n": typeof types.DemoRegisterDocument,
    "\n  query WebhookEventTypes {\n    webhookEventTypes\n  }\n": typeof types.WebhookEventTypesDocument,
    "\n  mutation CreateApiKey($input: ApiKeyCreateInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledAt\n    disabledReason\n    previousSecretExpiresAt\n    lastDeliveryAt\n    createdAt\n    updatedAt\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointCreateInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      webhookEndpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: Int!, $input: WebhookEndpointUpdateInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      url\n      description\n      events\n      enabled\n      disabledAt\n      disabledReason\n      updatedAt\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: Int!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookEndpointSecret($id: Int!) {\n    rotateWebhookEndpointSecret(id: $id) {\n      secret\n      webhookEndpoint {\n        id\n        previousSecretExpiresAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.RotateWebhookEndpointSecretDocument,
    "\n  mutation TestWebhookEndpoint($id: Int!) {\n    testWebhookEndpoint(id: $id) {\n      id\n      eventId\n      eventType\n      status\n    }\n  }\n": typeof types.TestWebhookEndpointDocument,
    "\n  mutation RedeliverWebhookDelivery($id: Int!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n      eventId\n      eventType\n      status\n    }\n  }\n": typeof types.RedeliverWebhookDeliveryDocument,
    "\n  fragment PackageCard_package on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    description\n    durationDays\n    free\n    professional\n    guaranteedAlexa\n  }\n": typeof types.PackageCard_PackageFragmentDoc,
    "\n  query VisitorPromotions($utmSource: String, $utmMedium: String, $utmCampaign: String) {\n    activePromotions(utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign) {\n      id\n      type\n      creditsMultiplier\n      offerTitle\n      offerDescription\n      startAt\n      endAt\n    }\n  }\n": typeof types.VisitorPromotionsDocument,
    "\n  mutation UpdateDisplayName($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n      displayName\n    }\n  }\n": typeof types.UpdateDisplayNameDocument,
    "\n  mutation RequestEmailChange($newEmail: String!, $password: String!) {\n    requestEmailChange(input: { newEmail: $newEmail, password: $password })\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ChangePassword($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RemoveAccount($input: RemoveAccountInput!) {\n    removeAccount(input: $input)\n  }\n": typeof types.RemoveAccountDocument,
    "\n  query AssignableBalances {\n    balances(limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n          size\n          durationDays\n        }\n      }\n    }\n  }\n": typeof types.AssignableBalancesDocument,
    "\n  mutation AssignPackage($projectId: Int!, $packageId: Int!) {\n    assignPackage(projectId: $projectId, packageId: $packageId) {\n      id\n      expiredAt\n      campaignStatus\n      delivered\n      bought\n      package {\n        id\n        name\n        size\n        durationDays\n      }\n    }\n  }\n": typeof types.AssignPackageDocument,
    "\n  query ProjectDeliveryComparison($projectId: Int!, $from: String, $to: String) {\n    projectDeliveryComparison(projectId: $projectId, from: $from, to: $to) {\n      visits\n      matchedShare\n      segments {\n        version\n        visits\n        matchedShare\n        maxGap\n        countries {\n          key\n          ordered\n          delivered\n          gap\n        }\n        sources {\n          key\n          ordered\n          delivered\n          gap\n        }\n        devices {\n          key\n          ordered\n          delivered\n          gap\n        }\n      }\n      pace {\n        day\n        ordered\n        delivered\n      }\n    }\n  }\n": typeof types.ProjectDeliveryComparisonDocument,
    "\n  query ProjectOnTarget($projectId: Int!) {\n    projectDeliveryComparison(projectId: $projectId) {\n      visits\n      matchedShare\n    }\n  }\n": typeof types.ProjectOnTargetDocument,
    "\n  fragment ProjectStatisticsFigures_statistics on ProjectStatistics {\n    total\n    perDay {\n      day\n      visits\n    }\n    countries {\n      key\n      visits\n    }\n    referrers {\n      key\n      visits\n    }\n    devices {\n      key\n      visits\n    }\n  }\n": typeof types.ProjectStatisticsFigures_StatisticsFragmentDoc,
    "\n  query ProjectTrackingCode($id: Int!) {\n    projectTrackingCode(id: $id) {\n      ga_ids\n    }\n  }\n": typeof types.ProjectTrackingCodeDocument,
    "\n  mutation UpdateProjectTrackingCode($id: Int!, $input: TrackingCodeUpdateInput!) {\n    updateProjectTrackingCode(id: $id, input: $input) {\n      ga_ids\n    }\n  }\n": typeof types.UpdateProjectTrackingCodeDocument,
    "\n  fragment TrafficSettingsFields on TrafficSettings {\n    version\n    savedAt\n    tier\n    beyondTier\n    summary\n    visitorsPerDay\n    geo {\n      split\n      worldwide\n      countries {\n        code\n        name\n        share\n        states\n        cities\n        stateDetails {\n          code\n          name\n        }\n        cityDetails {\n          id\n          name\n        }\n      }\n    }\n    sources {\n      direct\n      organic\n      social\n      referral\n      searchEngine\n      keywords\n      socialNetworks\n      referrers\n    }\n    devices {\n      desktop\n      mobile\n      tablet\n    }\n    behaviour {\n      bounceRate\n      minDurationSeconds\n      maxDurationSeconds\n      pagesPerVisit\n      pages {\n        url\n        weight\n      }\n    }\n    pace {\n      curve\n      timeZone\n      rampUpDays\n      utm {\n        source\n        medium\n        campaign\n        term\n        content\n      }\n    }\n  }\n": typeof types.TrafficSettingsFieldsFragmentDoc,
    "\n  query ProjectTrafficSettings($projectId: Int!) {\n    projectTrafficSettings(projectId: $projectId) {\n      ...TrafficSettingsFields\n    }\n  }\n": typeof types.ProjectTrafficSettingsDocument,
    "\n  query TrafficSettingsDefaults {\n    trafficSettingsDefaults {\n      ...TrafficSettingsFields\n    }\n  }\n": typeof types.TrafficSettingsDefaultsDocument,
    "\n  mutation UpdateProjectTrafficSettings($projectId: Int!, $input: TrafficSettingsInput!) {\n    updateProjectTrafficSettings(projectId: $projectId, input: $input) {\n      ...TrafficSettingsFields\n    }\n  }\n": typeof types.UpdateProjectTrafficSettingsDocument,
    "\n  query TrafficSettingsOptions {\n    trafficTiers {\n      tier\n      unlocks\n      packageFilter\n    }\n    geoDictionary {\n      countries {\n        code\n        name\n      }\n      countriesWithStates\n      countriesWithCities\n    }\n  }\n": typeof types.TrafficSettingsOptionsDocument,
    "\n  query GeoStates($country: String!) {\n    geoStates(country: $country) {\n      code\n      name\n    }\n  }\n": typeof types.GeoStatesDocument,
    "\n  query GeoCities($country: String!, $query: String, $limit: Int) {\n    geoCities(country: $country, query: $query, limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.GeoCitiesDocument,
    "\n  query ProjectTrafficSettingsHistory($projectId: Int!, $limit: Int) {\n    projectTrafficSettingsHistory(projectId: $projectId, limit: $limit) {\n      version\n      savedAt\n      sections\n      changedBy {\n        byStaff\n        email\n        actingAdminEmail\n      }\n    }\n  }\n": typeof types.ProjectTrafficSettingsHistoryDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      login\n      displayName\n      roles\n      emailConfirmed\n    }\n    impersonator {\n      id\n      login\n      displayName\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query CurrentGate {\n    currentGate {\n      id\n      name\n      description\n      apiBase\n      config\n    }\n  }\n": typeof types.CurrentGateDocument,
    "\n  query AdminKpis($from: DateTimeISO, $to: DateTimeISO, $withRevenue: Boolean!) {\n    adminKpis(from: $from, to: $to) {\n      activeProjects\n      openSubscriptions\n      offTargetProjects\n      newUsersByDay {\n        day\n        count\n      }\n      creditsByDay {\n        day\n        sold\n        bonus\n        spent\n      }\n      revenueByDay @include(if: $withRevenue) {\n        day\n        currency\n        amountMinor\n        refundedMinor\n        payments\n      }\n    }\n  }\n": typeof types.AdminKpisDocument,
    "\n  query AdminPaymentDiscrepancies {\n    paymentDiscrepancies {\n      id\n      kind\n      action\n      transactionId\n      orderId\n      amountMinor\n      currency\n      day\n      detail\n    }\n  }\n": typeof types.AdminPaymentDiscrepanciesDocument,
    "\n  mutation ResolvePaymentDiscrepancy($id: Int!, $note: String!) {\n    resolvePaymentDiscrepancy(id: $id, note: $note) {\n      id\n      resolvedAt\n    }\n  }\n": typeof types.ResolvePaymentDiscrepancyDocument,
    "\n  mutation AdminCreateEmailCampaign($input: EmailCampaignCreateInput!) {\n    createEmailCampaign(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AdminCreateEmailCampaignDocument,
    "\n  fragment AdminEmailCampaignFields on EmailCampaign {\n    id\n    name\n    code\n    status\n    type\n    onetime\n    enabled\n    startAt\n    endAt\n    subject\n    bodyText\n    bodyHtml\n    gateId\n    segment\n    segmentDays\n    periodDays\n    createdAt\n    updatedAt\n  }\n": typeof types.AdminEmailCampaignFieldsFragmentDoc,
    "\n  query AdminEmailCampaign($id: Int!) {\n    emailCampaign(id: $id) {\n      ...AdminEmailCampaignFields\n    }\n  }\n": typeof types.AdminEmailCampaignDocument,
    "\n  mutation AdminUpdateEmailCampaign($id: Int!, $input: EmailCampaignUpdateInput!) {\n    updateEmailCampaign(id: $id, input: $input) {\n      ...AdminEmailCampaignFields\n    }\n  }\n": typeof types.AdminUpdateEmailCampaignDocument,
    "\n  query AdminEmailCampaignHistory($campaignId: Int!, $page: Int!, $limit: Int!, $filter: EmailCampaignHistoryFilter, $order: [OrderByInput!]) {\n    emailCampaign(id: $campaignId) {\n      id\n      name\n      code\n    }\n    emailCampaignHistories(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        userId\n        user {\n          id\n          login\n          displayName\n        }\n        delivered\n        error\n        createdAt\n      }\n      total\n    }\n  }\n": typeof types.AdminEmailCampaignHistoryDocument,
    "\n  query AdminEmailCampaigns($page: Int!, $limit: Int!, $filter: EmailCampaignFilter, $order: [OrderByInput!]) {\n    emailCampaigns(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        name\n        code\n        status\n        type\n        onetime\n        enabled\n        createdAt\n        startAt\n        endAt\n      }\n      total\n    }\n  }\n": typeof types.AdminEmailCampaignsDocument,
    "\n  mutation AdminCreateGate($input: GateCreateInput!) {\n    createGate(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AdminCreateGateDocument,
    "\n  fragment AdminGateFields on Gate {\n    id\n    name\n    host\n    description\n    enabled\n    isDefault\n    apiBase\n    config\n    updatedAt\n  }\n": typeof types.AdminGateFieldsFragmentDoc,
    "\n  query AdminGate($id: Int!) {\n    gate(id: $id) {\n      ...AdminGateFields\n    }\n  }\n": typeof types.AdminGateDocument,
    "\n  mutation AdminUpdateGate($id: Int!, $input: GateUpdateInput!) {\n    updateGate(id: $id, input: $input) {\n      ...AdminGateFields\n    }\n  }\n": typeof types.AdminUpdateGateDocument,
    "\n  query AdminGates($page: Int!, $limit: Int!, $filter: GateFilter, $order: [OrderByInput!]) {\n    gates(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        name\n        host\n        description\n        enabled\n        isDefault\n        createdAt\n      }\n      total\n    }\n  }\n": typeof types.AdminGatesDocument,
    "\n  query AdminOrders($page: Int!, $limit: Int!, $filter: OrderFilter, $order: [OrderByInput!]) {\n    orders(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        status\n        paymentProvider\n        ownerId\n        owner {\n          id\n          email\n        }\n        packageId\n        package {\n          id\n          name\n        }\n        quantity\n        amountMinor\n        currency\n        recurring\n        createdAt\n        firstPaymentAt\n        lastPaymentAt\n      }\n      total\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOrder($id: Int!) {\n    order(id: $id) {\n      ...OrderDetails_order\n      externalId\n      flaggedReason\n      refundShortfall\n      updatedAt\n      ownerId\n      owner {\n        id\n        email\n        displayName\n      }\n      payments {\n        id\n        providerEventId\n      }\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  fragment AdminOrderState on Order {\n    id\n    status\n    cancellable\n    recurring\n    nextRenewalAt\n    updatedAt\n  }\n": typeof types.AdminOrderStateFragmentDoc,
    "\n  mutation AdminRefundOrder($id: Int!, $reason: String!) {\n    refundOrder(id: $id, reason: $reason) {\n      ...AdminOrderState\n      refundShortfall\n      payments {\n        id\n        provider\n        providerEventId\n        status\n        amountMinor\n        currency\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminRefundOrderDocument,
    "\n  mutation AdminCancelOrder($id: Int!, $reason: String!) {\n    adminCancelOrder(id: $id, reason: $reason) {\n      ...AdminOrderState\n    }\n  }\n": typeof types.AdminCancelOrderDocument,
    "\n  mutation AdminCreatePackage($input: PackageCreateInput!) {\n    createPackage(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AdminCreatePackageDocument,
    "\n  fragment AdminPackageFields on Package {\n    ...AdminPackageRow\n    description\n  }\n": typeof types.AdminPackageFieldsFragmentDoc,
    "\n  query AdminPackage($id: Int!) {\n    package(id: $id) {\n      ...AdminPackageFields\n    }\n    variants: packages(filter: { parentId: $id }, order: [{ field: \"position\", direction: ASC }, { field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n        size\n        priceMinor\n        currency\n        active\n      }\n      total\n    }\n  }\n": typeof types.AdminPackageDocument,
    "\n  mutation AdminUpdatePackage($id: Int!, $input: PackageUpdateInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...AdminPackageFields\n    }\n  }\n": typeof types.AdminUpdatePackageDocument,
    "\n  query AdminPackageParents {\n    packages(filter: { parentId: 0 }, order: [{ field: \"position\", direction: ASC }, { field: \"name\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n        code\n      }\n    }\n  }\n": typeof types.AdminPackageParentsDocument,
    "\n  fragment AdminPackageRow on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    durationDays\n    position\n    parentId\n    active\n    free\n    professional\n    guaranteedAlexa\n    showOnMainPage\n  }\n": typeof types.AdminPackageRowFragmentDoc,
    "\n  query AdminPackages($page: Int!, $limit: Int!, $filter: PackageFilter, $order: [OrderByInput!]) {\n    packages(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        ...AdminPackageRow\n      }\n      total\n    }\n  }\n": typeof types.AdminPackagesDocument,
    "\n  mutation AdminCreatePost($input: PostCreateInput!) {\n    createPost(input: $input) {\n      id\n      title\n      slug\n    }\n  }\n": typeof types.AdminCreatePostDocument,
    "\n  fragment AdminPostFields on Post {\n    id\n    title\n    slug\n    excerpt\n    content\n    enabled\n    blog\n    publicatedAt\n    gateId\n    createdAt\n    updatedAt\n  }\n": typeof types.AdminPostFieldsFragmentDoc,
    "\n  query AdminPost($id: Int!) {\n    post(id: $id) {\n      ...AdminPostFields\n    }\n  }\n": typeof types.AdminPostDocument,
    "\n  mutation AdminUpdatePost($id: Int!, $input: PostUpdateInput!) {\n    updatePost(id: $id, input: $input) {\n      ...AdminPostFields\n    }\n  }\n": typeof types.AdminUpdatePostDocument,
    "\n  mutation AdminSlugify($slug: String!) {\n    slugify(slug: $slug)\n  }\n": typeof types.AdminSlugifyDocument,
    "\n  query AdminPosts($page: Int!, $limit: Int!, $filter: PostFilter, $order: [OrderByInput!]) {\n    posts(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        title\n        slug\n        enabled\n        blog\n        gateId\n        createdAt\n        publicatedAt\n      }\n      total\n    }\n  }\n": typeof types.AdminPostsDocument,
    "\n  query AdminProjectAnalytics($id: Int!) {\n    projectGaId(id: $id)\n    projectVisitorsCount(id: $id) {\n      visitorsCount\n    }\n  }\n": typeof types.AdminProjectAnalyticsDocument,
    "\n  query AdminProject($id: Int!) {\n    project(id: $id) {\n      id\n      title\n      url\n      autoRenew\n      ownerId\n      owner {\n        id\n        email\n      }\n      package {\n        id\n        name\n        size\n        free\n      }\n      expiredAt\n      campaignStatus\n      reciprocalStatus\n      bought\n      delivered\n      createdAt\n    }\n  }\n": typeof types.AdminProjectDocument,
    "\n  mutation AdminUpdateProject($id: Int!, $input: ProjectUpdateInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      title\n      url\n      autoRenew\n      updatedAt\n    }\n  }\n": typeof types.AdminUpdateProjectDocument,
    "\n  query AdminProjects($page: Int!, $limit: Int!, $filter: ProjectFilter, $order: [OrderByInput!]) {\n    projects(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        title\n        url\n        ownerId\n        owner {\n          id\n          email\n        }\n        package {\n          id\n          name\n          size\n        }\n        expiredAt\n        autoRenew\n        offTargetSince\n        offTargetGap\n        offTargetOn\n        createdAt\n      }\n      total\n    }\n  }\n": typeof types.AdminProjectsDocument,
    "\n  query AdminProjectPages($projectId: Int!, $from: String, $to: String, $page: Int, $limit: Int) {\n    project(id: $projectId) {\n      id\n      title\n      url\n    }\n    projectPages(projectId: $projectId, from: $from, to: $to, page: $page, limit: $limit) {\n      pages {\n        url\n        visits\n      }\n      total\n    }\n  }\n": typeof types.AdminProjectPagesDocument,
    "\n  query AdminProjectStatistics($projectId: Int!, $from: String, $to: String) {\n    project(id: $projectId) {\n      id\n      title\n      url\n      bought\n      delivered\n      offTargetSince\n      offTargetGap\n      offTargetOn\n    }\n    projectStatistics(projectId: $projectId, from: $from, to: $to) {\n      ...ProjectStatisticsFigures_statistics\n    }\n  }\n": typeof types.AdminProjectStatisticsDocument,
    "\n  mutation AdminCreatePromotion($input: PromotionCreateInput!) {\n    createPromotion(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AdminCreatePromotionDocument,
    "\n  fragment AdminPromotionFields on Promotion {\n    id\n    name\n    code\n    type\n    creditsMultiplier\n    offerTitle\n    offerDescription\n    enabled\n    startAt\n    endAt\n    utmSource\n    utmMedium\n    utmCampaign\n    gateId\n    createdAt\n  }\n": typeof types.AdminPromotionFieldsFragmentDoc,
    "\n  query AdminPromotion($id: Int!) {\n    promotion(id: $id) {\n      ...AdminPromotionFields\n    }\n  }\n": typeof types.AdminPromotionDocument,
    "\n  mutation AdminUpdatePromotion($id: Int!, $input: PromotionUpdateInput!) {\n    updatePromotion(id: $id, input: $input) {\n      ...AdminPromotionFields\n    }\n  }\n": typeof types.AdminUpdatePromotionDocument,
    "\n  query AdminPromotions($page: Int!, $limit: Int!, $filter: PromotionFilter, $order: [OrderByInput!]) {\n    promotions(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        name\n        code\n        type\n        creditsMultiplier\n        enabled\n        startAt\n        endAt\n        createdAt\n        gateId\n        utmSource\n        utmMedium\n        utmCampaign\n      }\n      total\n    }\n  }\n": typeof types.AdminPromotionsDocument,
    "\n  query AdminRunningPromotions($now: String!) {\n    running: promotions(\n      filter: { enabled: true, startAt: { before: $now }, endAt: { after: $now } }\n      order: [{ field: \"startAt\", direction: ASC }, { field: \"id\", direction: ASC }]\n      limit: 50\n    ) {\n      items {\n        id\n        name\n        code\n        enabled\n        startAt\n        endAt\n        gateId\n        utmSource\n        utmMedium\n        utmCampaign\n      }\n      total\n    }\n  }\n": typeof types.AdminRunningPromotionsDocument,
    "\n  mutation AdminCreateReciprocalLink($input: ReciprocalLinkCreateInput!) {\n    createReciprocalLink(input: $input) {\n      id\n      url\n    }\n  }\n": typeof types.AdminCreateReciprocalLinkDocument,
    "\n  fragment AdminReciprocalLinkFields on ReciprocalLink {\n    id\n    url\n    anchor\n    enabled\n    gateId\n    createdAt\n    updatedAt\n  }\n": typeof types.AdminReciprocalLinkFieldsFragmentDoc,
    "\n  query AdminReciprocalLink($id: Int!) {\n    reciprocalLink(id: $id) {\n      ...AdminReciprocalLinkFields\n    }\n  }\n": typeof types.AdminReciprocalLinkDocument,
    "\n  mutation AdminUpdateReciprocalLink($id: Int!, $input: ReciprocalLinkUpdateInput!) {\n    updateReciprocalLink(id: $id, input: $input) {\n      ...AdminReciprocalLinkFields\n    }\n  }\n": typeof types.AdminUpdateReciprocalLinkDocument,
    "\n  mutation AdminDeleteReciprocalLink($id: Int!) {\n    deleteReciprocalLink(id: $id)\n  }\n": typeof types.AdminDeleteReciprocalLinkDocument,
    "\n  query AdminReciprocalLinks($page: Int!, $limit: Int!, $filter: ReciprocalLinkFilter, $order: [OrderByInput!]) {\n    reciprocalLinks(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        url\n        anchor\n        enabled\n        gateId\n        createdAt\n      }\n      total\n    }\n  }\n": typeof types.AdminReciprocalLinksDocument,
    "\n  mutation AdminCreateTransaction($input: TransactionCreateInput!) {\n    createTransaction(input: $input) {\n      id\n      quantity\n    }\n  }\n": typeof types.AdminCreateTransactionDocument,
    "\n  query AdminTransaction($id: Int!) {\n    transaction(id: $id) {\n      id\n      ownerId\n      owner {\n        id\n        email\n      }\n      package {\n        id\n        name\n        size\n      }\n      quantity\n      source\n      reference\n      orderId\n      comment\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.AdminTransactionDocument,
    "\n  mutation AdminUpdateTransaction($id: Int!, $input: TransactionUpdateInput!) {\n    updateTransaction(id: $id, input: $input) {\n      id\n      comment\n      updatedAt\n    }\n  }\n": typeof types.AdminUpdateTransactionDocument,
    "\n  query AdminTransactionPackages {\n    packages(order: [{ field: \"position\", direction: ASC }, { field: \"id\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n        code\n        size\n      }\n    }\n  }\n": typeof types.AdminTransactionPackagesDocument,
    "\n  query AdminTransactions($page: Int!, $limit: Int!, $filter: TransactionFilter, $order: [OrderByInput!]) {\n    transactions(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        ownerId\n        owner {\n          id\n          email\n        }\n        packageId\n        package {\n          id\n          name\n          size\n        }\n        quantity\n        source\n        reference\n        orderId\n        comment\n        createdAt\n      }\n      total\n    }\n  }\n": typeof types.AdminTransactionsDocument,
    "\n  fragment AdminUserAccount on User {\n    id\n    email\n    displayName\n    roles\n    enabled\n    deleted\n    emailConfirmed\n    unsubscribed\n  }\n": typeof types.AdminUserAccountFragmentDoc,
    "\n  query AdminUser($id: Int!) {\n    user(id: $id) {\n      ...AdminUserAccount\n      createdAt\n      lastActivity\n      country\n    }\n  }\n": typeof types.AdminUserDocument,
    "\n  mutation AdminUpdateUser($id: Int!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      ...AdminUserAccount\n    }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  query AdminUsers($page: Int!, $limit: Int!, $filter: UserFilter, $order: [OrderByInput!]) {\n    users(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        email\n        displayName\n        roles\n        enabled\n        deleted\n        emailConfirmed\n        unsubscribed\n        createdAt\n        lastActivity\n      }\n      total\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUserProjects($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {\n    projects(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {\n      items {\n        id\n        title\n        url\n        createdAt\n        expiredAt\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n": typeof types.AdminUserProjectsDocument,
    "\n  query AdminUserOrders($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {\n    orders(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {\n      items {\n        id\n        status\n        amountMinor\n        currency\n        paymentProvider\n        createdAt\n        lastPaymentAt\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n": typeof types.AdminUserOrdersDocument,
    "\n  query AdminUserTransactions($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {\n    transactions(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {\n      items {\n        id\n        createdAt\n        quantity\n        source\n        reference\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n": typeof types.AdminUserTransactionsDocument,
    "\n  query AdminUserView($id: Int!) {\n    user(id: $id) {\n      ...AdminUserAccount\n      createdAt\n      lastActivity\n      country\n    }\n    balances(filter: { ownerId: $id }, limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n          code\n        }\n      }\n    }\n  }\n": typeof types.AdminUserViewDocument,
    "\n  mutation AdminRemoveAccountById($id: Int!) {\n    removeAccountById(id: $id)\n  }\n": typeof types.AdminRemoveAccountByIdDocument,
    "\n  query DashboardBalances {\n    balances(limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.DashboardBalancesDocument,
    "\n  query DashboardProjects {\n    projects(limit: 5) {\n      items {\n        id\n        title\n        expiredAt\n        campaignStatus\n      }\n      total\n    }\n  }\n": typeof types.DashboardProjectsDocument,
    "\n  query DashboardSubscriptions {\n    orders(filter: { status: \"active\" }, limit: 5) {\n      items {\n        id\n        quantity\n        lastPaymentAt\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n": typeof types.DashboardSubscriptionsDocument,
    "\n  query DashboardPromotions {\n    activePromotions {\n      id\n      type\n      creditsMultiplier\n      offerTitle\n      offerDescription\n      startAt\n      endAt\n    }\n  }\n": typeof types.DashboardPromotionsDocument,
    "\n  query BillingBalances {\n    balances(limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n          code\n          size\n          durationDays\n          free\n        }\n      }\n      total\n    }\n  }\n": typeof types.BillingBalancesDocument,
    "\n  query CardPaymentForm($orderId: Int!) {\n    cardPaymentForm(orderId: $orderId) {\n      order {\n        id\n        status\n        amountMinor\n        currency\n        quantity\n        recurring\n      }\n      packageName\n      durationDays\n      tokenizationKey\n      collectJsUrl\n      threeDSecure\n      gatewayJsUrl\n    }\n  }\n": typeof types.CardPaymentFormDocument,
    "\n  query Subscription($id: Int!) {\n    order(id: $id) {\n      ...OrderDetails_order\n    }\n    invoiceDownloadAvailable\n  }\n": typeof types.SubscriptionDocument,
    "\n  query Subscriptions($page: Int!, $limit: Int!) {\n    orders(page: $page, limit: $limit, order: [{ field: \"id\", direction: DESC }]) {\n      items {\n        id\n        status\n        quantity\n        amountMinor\n        currency\n        paymentProvider\n        createdAt\n        firstPaymentAt\n        recurring\n        nextRenewalAt\n        cancellable\n        package {\n          id\n          name\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.SubscriptionsDocument,
    "\n  query CheckoutPackage($code: String!) {\n    packages(filter: { code: $code }, limit: 1) {\n      items {\n        id\n        code\n        parentId\n      }\n    }\n  }\n": typeof types.CheckoutPackageDocument,
    "\n  query CheckoutFamily($rootId: Int!) {\n    root: package(id: $rootId) {\n      ...CheckoutPackage_option\n    }\n    variants: packages(filter: { parentId: $rootId }, order: [{ field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        ...CheckoutPackage_option\n      }\n    }\n  }\n": typeof types.CheckoutFamilyDocument,
    "\n  fragment CheckoutPackage_option on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    durationDays\n    active\n    free\n  }\n": typeof types.CheckoutPackage_OptionFragmentDoc,
    "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      order {\n        id\n        status\n      }\n      paymentUrl\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  query BillingCatalogue {\n    packages(order: [{ field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        ...PackageCard_package\n        parentId\n      }\n      total\n    }\n  }\n": typeof types.BillingCatalogueDocument,
    "\n  query CancelledOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      paymentProvider\n      package {\n        id\n        name\n        code\n      }\n    }\n  }\n": typeof types.CancelledOrderDocument,
    "\n  query TransactionHistory($page: Int!, $limit: Int!, $filter: TransactionFilter) {\n    transactions(page: $page, limit: $limit, filter: $filter, order: [{ field: \"createdAt\", direction: DESC }, { field: \"id\", direction: DESC }]) {\n      items {\n        id\n        createdAt\n        quantity\n        source\n        reference\n        comment\n        orderId\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n": typeof types.TransactionHistoryDocument,
    "\n  query TransactionPackages {\n    packages(order: [{ field: \"name\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.TransactionPackagesDocument,
    "\n  query ApiKeys($limit: Int!) {\n    apiKeys(limit: $limit, order: [{ field: \"id\", direction: DESC }]) {\n      items {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n      total\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  query WebhookEndpoint($id: Int!) {\n    webhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: Int!, $page: Int!, $limit: Int!) {\n    webhookDeliveries(endpointId: $endpointId, page: $page, limit: $limit) {\n      items {\n        id\n        endpointId\n        eventId\n        eventType\n        attempt\n        status\n        statusCode\n        durationMs\n        error\n        nextRetryAt\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  query WebhookEndpoints($page: Int!, $limit: Int!) {\n    webhookEndpoints(page: $page, limit: $limit, order: [{ field: \"id\", direction: DESC }]) {\n      items {\n        id\n        url\n        description\n        events\n        enabled\n        disabledAt\n        disabledReason\n        lastDeliveryAt\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation CreateProject($input: ProjectCreateInput!, $trafficSettings: TrafficSettingsInput) {\n    createProject(input: $input, trafficSettings: $trafficSettings) {\n      id\n      title\n      url\n      autoRenew\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  query PanelProject($id: Int!) {\n    project(id: $id) {\n      id\n      title\n      url\n      autoRenew\n      expiredAt\n      reciprocalLinkId\n      campaignStatus\n      reciprocalStatus\n      delivered\n      bought\n      offTargetSince\n      offTargetGap\n      offTargetOn\n      package {\n        id\n        name\n        size\n        durationDays\n      }\n    }\n  }\n": typeof types.PanelProjectDocument,
    "\n  query ActiveReciprocalLinks {\n    activeReciprocalLinks {\n      id\n      url\n      anchor\n    }\n  }\n": typeof types.ActiveReciprocalLinksDocument,
    "\n  mutation UpdateProject($id: Int!, $input: ProjectUpdateInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      title\n      url\n      autoRenew\n      reciprocalLinkId\n      reciprocalStatus\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  query PanelProjects($page: Int, $limit: Int, $filter: ProjectFilter) {\n    projects(page: $page, limit: $limit, filter: $filter) {\n      items {\n        id\n        title\n        url\n        expiredAt\n        autoRenew\n        campaignStatus\n        package {\n          id\n          name\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.PanelProjectsDocument,
    "\n  query ProjectStatistics($projectId: Int!, $from: String, $to: String) {\n    project(id: $projectId) {\n      id\n      title\n      url\n      offTargetSince\n      offTargetGap\n      offTargetOn\n    }\n    projectStatistics(projectId: $projectId, from: $from, to: $to) {\n      ...ProjectStatisticsFigures_statistics\n    }\n  }\n": typeof types.ProjectStatisticsDocument,
    "\n  query ProjectPages($projectId: Int!, $from: String, $to: String, $page: Int, $limit: Int) {\n    projectPages(projectId: $projectId, from: $from, to: $to, page: $page, limit: $limit) {\n      pages {\n        url\n        visits\n      }\n      total\n    }\n  }\n": typeof types.ProjectPagesDocument,
    "\n  query AllProjectsStatistics($from: String, $to: String) {\n    projectStatistics(projectId: null, from: $from, to: $to) {\n      total\n      perDay {\n        day\n        visits\n      }\n    }\n  }\n": typeof types.AllProjectsStatisticsDocument,
    "\n  query StatisticsProjects {\n    projects(limit: 50) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n": typeof types.StatisticsProjectsDocument,
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
    "\n  mutation PayOrderWithCard($orderId: Int!, $paymentToken: String!, $threeDSecure: CardThreeDSecureInput) {\n    payOrderWithCard(orderId: $orderId, paymentToken: $paymentToken, threeDSecure: $threeDSecure) {\n      id\n      status\n    }\n  }\n": types.PayOrderWithCardDocument,
    "\n  fragment OrderDetails_order on Order {\n    id\n    status\n    quantity\n    amountMinor\n    currency\n    paymentProvider\n    createdAt\n    firstPaymentAt\n    lastPaymentAt\n    recurring\n    nextRenewalAt\n    cancellable\n    package {\n      id\n      name\n      code\n      size\n      durationDays\n    }\n    payments {\n      id\n      provider\n      status\n      amountMinor\n      currency\n      createdAt\n    }\n    invoices {\n      id\n      number\n      issuedAt\n      amountMinor\n      currency\n      downloadPath\n    }\n  }\n": types.OrderDetails_OrderFragmentDoc,
    "\n  mutation CancelOrder($id: Int!) {\n    cancelOrder(id: $id) {\n      id\n      status\n      recurring\n      cancellable\n      nextRenewalAt\n    }\n  }\n": types.CancelOrderDocument,
    "\n  query OrderPaymentStatus($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      quantity\n      amountMinor\n      currency\n      package {\n        id\n        name\n        code\n      }\n    }\n  }\n": types.OrderPaymentStatusDocument,
    "\n  query PaymentMethods {\n    paymentMethods\n  }\n": types.PaymentMethodsDocument,
    "\n  query BreadcrumbPackage($code: String!) {\n    packages(filter: { code: $code }, limit: 1) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.BreadcrumbPackageDocument,
    "\n  query BreadcrumbProject($id: Int!) {\n    project(id: $id) {\n      id\n      title\n    }\n  }\n": types.BreadcrumbProjectDocument,
    "\n  mutation CheckDemoUrl($input: DemoUrlInput!) {\n    checkDemoUrl(input: $input) {\n      url\n      finalUrl\n      reachable\n      status\n      title\n    }\n  }\n": types.CheckDemoUrlDocument,
    "\n  mutation DemoRegister($input: DemoRegisterInput!) {\n    demoRegister(input: $input) {\n      token\n    }\n  }\n": types.DemoRegisterDocument,
    "\n  query WebhookEventTypes {\n    webhookEventTypes\n  }\n": types.WebhookEventTypesDocument,
    "\n  mutation CreateApiKey($input: ApiKeyCreateInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledAt\n    disabledReason\n    previousSecretExpiresAt\n    lastDeliveryAt\n    createdAt\n    updatedAt\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointCreateInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      webhookEndpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: Int!, $input: WebhookEndpointUpdateInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      url\n      description\n      events\n      enabled\n      disabledAt\n      disabledReason\n      updatedAt\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: Int!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookEndpointSecret($id: Int!) {\n    rotateWebhookEndpointSecret(id: $id) {\n      secret\n      webhookEndpoint {\n        id\n        previousSecretExpiresAt\n        updatedAt\n      }\n    }\n  }\n": types.RotateWebhookEndpointSecretDocument,
    "\n  mutation TestWebhookEndpoint($id: Int!) {\n    testWebhookEndpoint(id: $id) {\n      id\n      eventId\n      eventType\n      status\n    }\n  }\n": types.TestWebhookEndpointDocument,
    "\n  mutation RedeliverWebhookDelivery($id: Int!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n      eventId\n      eventType\n      status\n    }\n  }\n": types.RedeliverWebhookDeliveryDocument,
    "\n  fragment PackageCard_package on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    description\n    durationDays\n    free\n    professional\n    guaranteedAlexa\n  }\n": types.PackageCard_PackageFragmentDoc,
    "\n  query VisitorPromotions($utmSource: String, $utmMedium: String, $utmCampaign: String) {\n    activePromotions(utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign) {\n      id\n      type\n      creditsMultiplier\n      offerTitle\n      offerDescription\n      startAt\n      endAt\n    }\n  }\n": types.VisitorPromotionsDocument,
    "\n  mutation UpdateDisplayName($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n      displayName\n    }\n  }\n": types.UpdateDisplayNameDocument,
    "\n  mutation RequestEmailChange($newEmail: String!, $password: String!) {\n    requestEmailChange(input: { newEmail: $newEmail, password: $password })\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ChangePassword($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RemoveAccount($input: RemoveAccountInput!) {\n    removeAccount(input: $input)\n  }\n": types.RemoveAccountDocument,
    "\n  query AssignableBalances {\n    balances(limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n          size\n          durationDays\n        }\n      }\n    }\n  }\n": types.AssignableBalancesDocument,
    "\n  mutation AssignPackage($projectId: Int!, $packageId: Int!) {\n    assignPackage(projectId: $projectId, packageId: $packageId) {\n      id\n      expiredAt\n      campaignStatus\n      delivered\n      bought\n      package {\n        id\n        name\n        size\n        durationDays\n      }\n    }\n  }\n": types.AssignPackageDocument,
    "\n  query ProjectDeliveryComparison($projectId: Int!, $from: String, $to: String) {\n    projectDeliveryComparison(projectId: $projectId, from: $from, to: $to) {\n      visits\n      matchedShare\n      segments {\n        version\n        visits\n        matchedShare\n        maxGap\n        countries {\n          key\n          ordered\n          delivered\n          gap\n        }\n        sources {\n          key\n          ordered\n          delivered\n          gap\n        }\n        devices {\n          key\n          ordered\n          delivered\n          gap\n        }\n      }\n      pace {\n        day\n        ordered\n        delivered\n      }\n    }\n  }\n": types.ProjectDeliveryComparisonDocument,
    "\n  query ProjectOnTarget($projectId: Int!) {\n    projectDeliveryComparison(projectId: $projectId) {\n      visits\n      matchedShare\n    }\n  }\n": types.ProjectOnTargetDocument,
    "\n  fragment ProjectStatisticsFigures_statistics on ProjectStatistics {\n    total\n    perDay {\n      day\n      visits\n    }\n    countries {\n      key\n      visits\n    }\n    referrers {\n      key\n      visits\n    }\n    devices {\n      key\n      visits\n    }\n  }\n": types.ProjectStatisticsFigures_StatisticsFragmentDoc,
    "\n  query ProjectTrackingCode($id: Int!) {\n    projectTrackingCode(id: $id) {\n      ga_ids\n    }\n  }\n": types.ProjectTrackingCodeDocument,
    "\n  mutation UpdateProjectTrackingCode($id: Int!, $input: TrackingCodeUpdateInput!) {\n    updateProjectTrackingCode(id: $id, input: $input) {\n      ga_ids\n    }\n  }\n": types.UpdateProjectTrackingCodeDocument,
    "\n  fragment TrafficSettingsFields on TrafficSettings {\n    version\n    savedAt\n    tier\n    beyondTier\n    summary\n    visitorsPerDay\n    geo {\n      split\n      worldwide\n      countries {\n        code\n        name\n        share\n        states\n        cities\n        stateDetails {\n          code\n          name\n        }\n        cityDetails {\n          id\n          name\n        }\n      }\n    }\n    sources {\n      direct\n      organic\n      social\n      referral\n      searchEngine\n      keywords\n      socialNetworks\n      referrers\n    }\n    devices {\n      desktop\n      mobile\n      tablet\n    }\n    behaviour {\n      bounceRate\n      minDurationSeconds\n      maxDurationSeconds\n      pagesPerVisit\n      pages {\n        url\n        weight\n      }\n    }\n    pace {\n      curve\n      timeZone\n      rampUpDays\n      utm {\n        source\n        medium\n        campaign\n        term\n        content\n      }\n    }\n  }\n": types.TrafficSettingsFieldsFragmentDoc,
    "\n  query ProjectTrafficSettings($projectId: Int!) {\n    projectTrafficSettings(projectId: $projectId) {\n      ...TrafficSettingsFields\n    }\n  }\n": types.ProjectTrafficSettingsDocument,
    "\n  query TrafficSettingsDefaults {\n    trafficSettingsDefaults {\n      ...TrafficSettingsFields\n    }\n  }\n": types.TrafficSettingsDefaultsDocument,
    "\n  mutation UpdateProjectTrafficSettings($projectId: Int!, $input: TrafficSettingsInput!) {\n    updateProjectTrafficSettings(projectId: $projectId, input: $input) {\n      ...TrafficSettingsFields\n    }\n  }\n": types.UpdateProjectTrafficSettingsDocument,
    "\n  query TrafficSettingsOptions {\n    trafficTiers {\n      tier\n      unlocks\n      packageFilter\n    }\n    geoDictionary {\n      countries {\n        code\n        name\n      }\n      countriesWithStates\n      countriesWithCities\n    }\n  }\n": types.TrafficSettingsOptionsDocument,
    "\n  query GeoStates($country: String!) {\n    geoStates(country: $country) {\n      code\n      name\n    }\n  }\n": types.GeoStatesDocument,
    "\n  query GeoCities($country: String!, $query: String, $limit: Int) {\n    geoCities(country: $country, query: $query, limit: $limit) {\n      id\n      name\n    }\n  }\n": types.GeoCitiesDocument,
    "\n  query ProjectTrafficSettingsHistory($projectId: Int!, $limit: Int) {\n    projectTrafficSettingsHistory(projectId: $projectId, limit: $limit) {\n      version\n      savedAt\n      sections\n      changedBy {\n        byStaff\n        email\n        actingAdminEmail\n      }\n    }\n  }\n": types.ProjectTrafficSettingsHistoryDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      login\n      displayName\n      roles\n      emailConfirmed\n    }\n    impersonator {\n      id\n      login\n      displayName\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query CurrentGate {\n    currentGate {\n      id\n      name\n      description\n      apiBase\n      config\n    }\n  }\n": types.CurrentGateDocument,
    "\n  query AdminKpis($from: DateTimeISO, $to: DateTimeISO, $withRevenue: Boolean!) {\n    adminKpis(from: $from, to: $to) {\n      activeProjects\n      openSubscriptions\n      offTargetProjects\n      newUsersByDay {\n        day\n        count\n      }\n      creditsByDay {\n        day\n        sold\n        bonus\n        spent\n      }\n      revenueByDay @include(if: $withRevenue) {\n        day\n        currency\n        amountMinor\n        refundedMinor\n        payments\n      }\n    }\n  }\n": types.AdminKpisDocument,
    "\n  query AdminPaymentDiscrepancies {\n    paymentDiscrepancies {\n      id\n      kind\n      action\n      transactionId\n      orderId\n      amountMinor\n      currency\n      day\n      detail\n    }\n  }\n": types.AdminPaymentDiscrepanciesDocument,
    "\n  mutation ResolvePaymentDiscrepancy($id: Int!, $note: String!) {\n    resolvePaymentDiscrepancy(id: $id, note: $note) {\n      id\n      resolvedAt\n    }\n  }\n": types.ResolvePaymentDiscrepancyDocument,
    "\n  mutation AdminCreateEmailCampaign($input: EmailCampaignCreateInput!) {\n    createEmailCampaign(input: $input) {\n      id\n      name\n    }\n  }\n": types.AdminCreateEmailCampaignDocument,
    "\n  fragment AdminEmailCampaignFields on EmailCampaign {\n    id\n    name\n    code\n    status\n    type\n    onetime\n    enabled\n    startAt\n    endAt\n    subject\n    bodyText\n    bodyHtml\n    gateId\n    segment\n    segmentDays\n    periodDays\n    createdAt\n    updatedAt\n  }\n": types.AdminEmailCampaignFieldsFragmentDoc,
    "\n  query AdminEmailCampaign($id: Int!) {\n    emailCampaign(id: $id) {\n      ...AdminEmailCampaignFields\n    }\n  }\n": types.AdminEmailCampaignDocument,
    "\n  mutation AdminUpdateEmailCampaign($id: Int!, $input: EmailCampaignUpdateInput!) {\n    updateEmailCampaign(id: $id, input: $input) {\n      ...AdminEmailCampaignFields\n    }\n  }\n": types.AdminUpdateEmailCampaignDocument,
    "\n  query AdminEmailCampaignHistory($campaignId: Int!, $page: Int!, $limit: Int!, $filter: EmailCampaignHistoryFilter, $order: [OrderByInput!]) {\n    emailCampaign(id: $campaignId) {\n      id\n      name\n      code\n    }\n    emailCampaignHistories(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        userId\n        user {\n          id\n          login\n          displayName\n        }\n        delivered\n        error\n        createdAt\n      }\n      total\n    }\n  }\n": types.AdminEmailCampaignHistoryDocument,
    "\n  query AdminEmailCampaigns($page: Int!, $limit: Int!, $filter: EmailCampaignFilter, $order: [OrderByInput!]) {\n    emailCampaigns(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        name\n        code\n        status\n        type\n        onetime\n        enabled\n        createdAt\n        startAt\n        endAt\n      }\n      total\n    }\n  }\n": types.AdminEmailCampaignsDocument,
    "\n  mutation AdminCreateGate($input: GateCreateInput!) {\n    createGate(input: $input) {\n      id\n      name\n    }\n  }\n": types.AdminCreateGateDocument,
    "\n  fragment AdminGateFields on Gate {\n    id\n    name\n    host\n    description\n    enabled\n    isDefault\n    apiBase\n    config\n    updatedAt\n  }\n": types.AdminGateFieldsFragmentDoc,
    "\n  query AdminGate($id: Int!) {\n    gate(id: $id) {\n      ...AdminGateFields\n    }\n  }\n": types.AdminGateDocument,
    "\n  mutation AdminUpdateGate($id: Int!, $input: GateUpdateInput!) {\n    updateGate(id: $id, input: $input) {\n      ...AdminGateFields\n    }\n  }\n": types.AdminUpdateGateDocument,
    "\n  query AdminGates($page: Int!, $limit: Int!, $filter: GateFilter, $order: [OrderByInput!]) {\n    gates(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        name\n        host\n        description\n        enabled\n        isDefault\n        createdAt\n      }\n      total\n    }\n  }\n": types.AdminGatesDocument,
    "\n  query AdminOrders($page: Int!, $limit: Int!, $filter: OrderFilter, $order: [OrderByInput!]) {\n    orders(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        status\n        paymentProvider\n        ownerId\n        owner {\n          id\n          email\n        }\n        packageId\n        package {\n          id\n          name\n        }\n        quantity\n        amountMinor\n        currency\n        recurring\n        createdAt\n        firstPaymentAt\n        lastPaymentAt\n      }\n      total\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOrder($id: Int!) {\n    order(id: $id) {\n      ...OrderDetails_order\n      externalId\n      flaggedReason\n      refundShortfall\n      updatedAt\n      ownerId\n      owner {\n        id\n        email\n        displayName\n      }\n      payments {\n        id\n        providerEventId\n      }\n    }\n  }\n": types.AdminOrderDocument,
    "\n  fragment AdminOrderState on Order {\n    id\n    status\n    cancellable\n    recurring\n    nextRenewalAt\n    updatedAt\n  }\n": types.AdminOrderStateFragmentDoc,
    "\n  mutation AdminRefundOrder($id: Int!, $reason: String!) {\n    refundOrder(id: $id, reason: $reason) {\n      ...AdminOrderState\n      refundShortfall\n      payments {\n        id\n        provider\n        providerEventId\n        status\n        amountMinor\n        currency\n        createdAt\n      }\n    }\n  }\n": types.AdminRefundOrderDocument,
    "\n  mutation AdminCancelOrder($id: Int!, $reason: String!) {\n    adminCancelOrder(id: $id, reason: $reason) {\n      ...AdminOrderState\n    }\n  }\n": types.AdminCancelOrderDocument,
    "\n  mutation AdminCreatePackage($input: PackageCreateInput!) {\n    createPackage(input: $input) {\n      id\n      name\n    }\n  }\n": types.AdminCreatePackageDocument,
    "\n  fragment AdminPackageFields on Package {\n    ...AdminPackageRow\n    description\n  }\n": types.AdminPackageFieldsFragmentDoc,
    "\n  query AdminPackage($id: Int!) {\n    package(id: $id) {\n      ...AdminPackageFields\n    }\n    variants: packages(filter: { parentId: $id }, order: [{ field: \"position\", direction: ASC }, { field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n        size\n        priceMinor\n        currency\n        active\n      }\n      total\n    }\n  }\n": types.AdminPackageDocument,
    "\n  mutation AdminUpdatePackage($id: Int!, $input: PackageUpdateInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...AdminPackageFields\n    }\n  }\n": types.AdminUpdatePackageDocument,
    "\n  query AdminPackageParents {\n    packages(filter: { parentId: 0 }, order: [{ field: \"position\", direction: ASC }, { field: \"name\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n        code\n      }\n    }\n  }\n": types.AdminPackageParentsDocument,
    "\n  fragment AdminPackageRow on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    durationDays\n    position\n    parentId\n    active\n    free\n    professional\n    guaranteedAlexa\n    showOnMainPage\n  }\n": types.AdminPackageRowFragmentDoc,
    "\n  query AdminPackages($page: Int!, $limit: Int!, $filter: PackageFilter, $order: [OrderByInput!]) {\n    packages(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        ...AdminPackageRow\n      }\n      total\n    }\n  }\n": types.AdminPackagesDocument,
    "\n  mutation AdminCreatePost($input: PostCreateInput!) {\n    createPost(input: $input) {\n      id\n      title\n      slug\n    }\n  }\n": types.AdminCreatePostDocument,
    "\n  fragment AdminPostFields on Post {\n    id\n    title\n    slug\n    excerpt\n    content\n    enabled\n    blog\n    publicatedAt\n    gateId\n    createdAt\n    updatedAt\n  }\n": types.AdminPostFieldsFragmentDoc,
    "\n  query AdminPost($id: Int!) {\n    post(id: $id) {\n      ...AdminPostFields\n    }\n  }\n": types.AdminPostDocument,
    "\n  mutation AdminUpdatePost($id: Int!, $input: PostUpdateInput!) {\n    updatePost(id: $id, input: $input) {\n      ...AdminPostFields\n    }\n  }\n": types.AdminUpdatePostDocument,
    "\n  mutation AdminSlugify($slug: String!) {\n    slugify(slug: $slug)\n  }\n": types.AdminSlugifyDocument,
    "\n  query AdminPosts($page: Int!, $limit: Int!, $filter: PostFilter, $order: [OrderByInput!]) {\n    posts(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        title\n        slug\n        enabled\n        blog\n        gateId\n        createdAt\n        publicatedAt\n      }\n      total\n    }\n  }\n": types.AdminPostsDocument,
    "\n  query AdminProjectAnalytics($id: Int!) {\n    projectGaId(id: $id)\n    projectVisitorsCount(id: $id) {\n      visitorsCount\n    }\n  }\n": types.AdminProjectAnalyticsDocument,
    "\n  query AdminProject($id: Int!) {\n    project(id: $id) {\n      id\n      title\n      url\n      autoRenew\n      ownerId\n      owner {\n        id\n        email\n      }\n      package {\n        id\n        name\n        size\n        free\n      }\n      expiredAt\n      campaignStatus\n      reciprocalStatus\n      bought\n      delivered\n      createdAt\n    }\n  }\n": types.AdminProjectDocument,
    "\n  mutation AdminUpdateProject($id: Int!, $input: ProjectUpdateInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      title\n      url\n      autoRenew\n      updatedAt\n    }\n  }\n": types.AdminUpdateProjectDocument,
    "\n  query AdminProjects($page: Int!, $limit: Int!, $filter: ProjectFilter, $order: [OrderByInput!]) {\n    projects(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        title\n        url\n        ownerId\n        owner {\n          id\n          email\n        }\n        package {\n          id\n          name\n          size\n        }\n        expiredAt\n        autoRenew\n        offTargetSince\n        offTargetGap\n        offTargetOn\n        createdAt\n      }\n      total\n    }\n  }\n": types.AdminProjectsDocument,
    "\n  query AdminProjectPages($projectId: Int!, $from: String, $to: String, $page: Int, $limit: Int) {\n    project(id: $projectId) {\n      id\n      title\n      url\n    }\n    projectPages(projectId: $projectId, from: $from, to: $to, page: $page, limit: $limit) {\n      pages {\n        url\n        visits\n      }\n      total\n    }\n  }\n": types.AdminProjectPagesDocument,
    "\n  query AdminProjectStatistics($projectId: Int!, $from: String, $to: String) {\n    project(id: $projectId) {\n      id\n      title\n      url\n      bought\n      delivered\n      offTargetSince\n      offTargetGap\n      offTargetOn\n    }\n    projectStatistics(projectId: $projectId, from: $from, to: $to) {\n      ...ProjectStatisticsFigures_statistics\n    }\n  }\n": types.AdminProjectStatisticsDocument,
    "\n  mutation AdminCreatePromotion($input: PromotionCreateInput!) {\n    createPromotion(input: $input) {\n      id\n      name\n    }\n  }\n": types.AdminCreatePromotionDocument,
    "\n  fragment AdminPromotionFields on Promotion {\n    id\n    name\n    code\n    type\n    creditsMultiplier\n    offerTitle\n    offerDescription\n    enabled\n    startAt\n    endAt\n    utmSource\n    utmMedium\n    utmCampaign\n    gateId\n    createdAt\n  }\n": types.AdminPromotionFieldsFragmentDoc,
    "\n  query AdminPromotion($id: Int!) {\n    promotion(id: $id) {\n      ...AdminPromotionFields\n    }\n  }\n": types.AdminPromotionDocument,
    "\n  mutation AdminUpdatePromotion($id: Int!, $input: PromotionUpdateInput!) {\n    updatePromotion(id: $id, input: $input) {\n      ...AdminPromotionFields\n    }\n  }\n": types.AdminUpdatePromotionDocument,
    "\n  query AdminPromotions($page: Int!, $limit: Int!, $filter: PromotionFilter, $order: [OrderByInput!]) {\n    promotions(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        name\n        code\n        type\n        creditsMultiplier\n        enabled\n        startAt\n        endAt\n        createdAt\n        gateId\n        utmSource\n        utmMedium\n        utmCampaign\n      }\n      total\n    }\n  }\n": types.AdminPromotionsDocument,
    "\n  query AdminRunningPromotions($now: String!) {\n    running: promotions(\n      filter: { enabled: true, startAt: { before: $now }, endAt: { after: $now } }\n      order: [{ field: \"startAt\", direction: ASC }, { field: \"id\", direction: ASC }]\n      limit: 50\n    ) {\n      items {\n        id\n        name\n        code\n        enabled\n        startAt\n        endAt\n        gateId\n        utmSource\n        utmMedium\n        utmCampaign\n      }\n      total\n    }\n  }\n": types.AdminRunningPromotionsDocument,
    "\n  mutation AdminCreateReciprocalLink($input: ReciprocalLinkCreateInput!) {\n    createReciprocalLink(input: $input) {\n      id\n      url\n    }\n  }\n": types.AdminCreateReciprocalLinkDocument,
    "\n  fragment AdminReciprocalLinkFields on ReciprocalLink {\n    id\n    url\n    anchor\n    enabled\n    gateId\n    createdAt\n    updatedAt\n  }\n": types.AdminReciprocalLinkFieldsFragmentDoc,
    "\n  query AdminReciprocalLink($id: Int!) {\n    reciprocalLink(id: $id) {\n      ...AdminReciprocalLinkFields\n    }\n  }\n": types.AdminReciprocalLinkDocument,
    "\n  mutation AdminUpdateReciprocalLink($id: Int!, $input: ReciprocalLinkUpdateInput!) {\n    updateReciprocalLink(id: $id, input: $input) {\n      ...AdminReciprocalLinkFields\n    }\n  }\n": types.AdminUpdateReciprocalLinkDocument,
    "\n  mutation AdminDeleteReciprocalLink($id: Int!) {\n    deleteReciprocalLink(id: $id)\n  }\n": types.AdminDeleteReciprocalLinkDocument,
    "\n  query AdminReciprocalLinks($page: Int!, $limit: Int!, $filter: ReciprocalLinkFilter, $order: [OrderByInput!]) {\n    reciprocalLinks(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        url\n        anchor\n        enabled\n        gateId\n        createdAt\n      }\n      total\n    }\n  }\n": types.AdminReciprocalLinksDocument,
    "\n  mutation AdminCreateTransaction($input: TransactionCreateInput!) {\n    createTransaction(input: $input) {\n      id\n      quantity\n    }\n  }\n": types.AdminCreateTransactionDocument,
    "\n  query AdminTransaction($id: Int!) {\n    transaction(id: $id) {\n      id\n      ownerId\n      owner {\n        id\n        email\n      }\n      package {\n        id\n        name\n        size\n      }\n      quantity\n      source\n      reference\n      orderId\n      comment\n      createdAt\n      updatedAt\n    }\n  }\n": types.AdminTransactionDocument,
    "\n  mutation AdminUpdateTransaction($id: Int!, $input: TransactionUpdateInput!) {\n    updateTransaction(id: $id, input: $input) {\n      id\n      comment\n      updatedAt\n    }\n  }\n": types.AdminUpdateTransactionDocument,
    "\n  query AdminTransactionPackages {\n    packages(order: [{ field: \"position\", direction: ASC }, { field: \"id\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n        code\n        size\n      }\n    }\n  }\n": types.AdminTransactionPackagesDocument,
    "\n  query AdminTransactions($page: Int!, $limit: Int!, $filter: TransactionFilter, $order: [OrderByInput!]) {\n    transactions(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        ownerId\n        owner {\n          id\n          email\n        }\n        packageId\n        package {\n          id\n          name\n          size\n        }\n        quantity\n        source\n        reference\n        orderId\n        comment\n        createdAt\n      }\n      total\n    }\n  }\n": types.AdminTransactionsDocument,
    "\n  fragment AdminUserAccount on User {\n    id\n    email\n    displayName\n    roles\n    enabled\n    deleted\n    emailConfirmed\n    unsubscribed\n  }\n": types.AdminUserAccountFragmentDoc,
    "\n  query AdminUser($id: Int!) {\n    user(id: $id) {\n      ...AdminUserAccount\n      createdAt\n      lastActivity\n      country\n    }\n  }\n": types.AdminUserDocument,
    "\n  mutation AdminUpdateUser($id: Int!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      ...AdminUserAccount\n    }\n  }\n": types.AdminUpdateUserDocument,
    "\n  query AdminUsers($page: Int!, $limit: Int!, $filter: UserFilter, $order: [OrderByInput!]) {\n    users(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        email\n        displayName\n        roles\n        enabled\n        deleted\n        emailConfirmed\n        unsubscribed\n        createdAt\n        lastActivity\n      }\n      total\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUserProjects($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {\n    projects(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {\n      items {\n        id\n        title\n        url\n        createdAt\n        expiredAt\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n": types.AdminUserProjectsDocument,
    "\n  query AdminUserOrders($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {\n    orders(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {\n      items {\n        id\n        status\n        amountMinor\n        currency\n        paymentProvider\n        createdAt\n        lastPaymentAt\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n": types.AdminUserOrdersDocument,
    "\n  query AdminUserTransactions($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {\n    transactions(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {\n      items {\n        id\n        createdAt\n        quantity\n        source\n        reference\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n": types.AdminUserTransactionsDocument,
    "\n  query AdminUserView($id: Int!) {\n    user(id: $id) {\n      ...AdminUserAccount\n      createdAt\n      lastActivity\n      country\n    }\n    balances(filter: { ownerId: $id }, limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n          code\n        }\n      }\n    }\n  }\n": types.AdminUserViewDocument,
    "\n  mutation AdminRemoveAccountById($id: Int!) {\n    removeAccountById(id: $id)\n  }\n": types.AdminRemoveAccountByIdDocument,
    "\n  query DashboardBalances {\n    balances(limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.DashboardBalancesDocument,
    "\n  query DashboardProjects {\n    projects(limit: 5) {\n      items {\n        id\n        title\n        expiredAt\n        campaignStatus\n      }\n      total\n    }\n  }\n": types.DashboardProjectsDocument,
    "\n  query DashboardSubscriptions {\n    orders(filter: { status: \"active\" }, limit: 5) {\n      items {\n        id\n        quantity\n        lastPaymentAt\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n": types.DashboardSubscriptionsDocument,
    "\n  query DashboardPromotions {\n    activePromotions {\n      id\n      type\n      creditsMultiplier\n      offerTitle\n      offerDescription\n      startAt\n      endAt\n    }\n  }\n": types.DashboardPromotionsDocument,
    "\n  query BillingBalances {\n    balances(limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n          code\n          size\n          durationDays\n          free\n        }\n      }\n      total\n    }\n  }\n": types.BillingBalancesDocument,
    "\n  query CardPaymentForm($orderId: Int!) {\n    cardPaymentForm(orderId: $orderId) {\n      order {\n        id\n        status\n        amountMinor\n        currency\n        quantity\n        recurring\n      }\n      packageName\n      durationDays\n      tokenizationKey\n      collectJsUrl\n      threeDSecure\n      gatewayJsUrl\n    }\n  }\n": types.CardPaymentFormDocument,
    "\n  query Subscription($id: Int!) {\n    order(id: $id) {\n      ...OrderDetails_order\n    }\n    invoiceDownloadAvailable\n  }\n": types.SubscriptionDocument,
    "\n  query Subscriptions($page: Int!, $limit: Int!) {\n    orders(page: $page, limit: $limit, order: [{ field: \"id\", direction: DESC }]) {\n      items {\n        id\n        status\n        quantity\n        amountMinor\n        currency\n        paymentProvider\n        createdAt\n        firstPaymentAt\n        recurring\n        nextRenewalAt\n        cancellable\n        package {\n          id\n          name\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.SubscriptionsDocument,
    "\n  query CheckoutPackage($code: String!) {\n    packages(filter: { code: $code }, limit: 1) {\n      items {\n        id\n        code\n        parentId\n      }\n    }\n  }\n": types.CheckoutPackageDocument,
    "\n  query CheckoutFamily($rootId: Int!) {\n    root: package(id: $rootId) {\n      ...CheckoutPackage_option\n    }\n    variants: packages(filter: { parentId: $rootId }, order: [{ field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        ...CheckoutPackage_option\n      }\n    }\n  }\n": types.CheckoutFamilyDocument,
    "\n  fragment CheckoutPackage_option on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    durationDays\n    active\n    free\n  }\n": types.CheckoutPackage_OptionFragmentDoc,
    "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      order {\n        id\n        status\n      }\n      paymentUrl\n    }\n  }\n": types.CheckoutDocument,
    "\n  query BillingCatalogue {\n    packages(order: [{ field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        ...PackageCard_package\n        parentId\n      }\n      total\n    }\n  }\n": types.BillingCatalogueDocument,
    "\n  query CancelledOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      paymentProvider\n      package {\n        id\n        name\n        code\n      }\n    }\n  }\n": types.CancelledOrderDocument,
    "\n  query TransactionHistory($page: Int!, $limit: Int!, $filter: TransactionFilter) {\n    transactions(page: $page, limit: $limit, filter: $filter, order: [{ field: \"createdAt\", direction: DESC }, { field: \"id\", direction: DESC }]) {\n      items {\n        id\n        createdAt\n        quantity\n        source\n        reference\n        comment\n        orderId\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n": types.TransactionHistoryDocument,
    "\n  query TransactionPackages {\n    packages(order: [{ field: \"name\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.TransactionPackagesDocument,
    "\n  query ApiKeys($limit: Int!) {\n    apiKeys(limit: $limit, order: [{ field: \"id\", direction: DESC }]) {\n      items {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n      total\n    }\n  }\n": types.ApiKeysDocument,
    "\n  query WebhookEndpoint($id: Int!) {\n    webhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: Int!, $page: Int!, $limit: Int!) {\n    webhookDeliveries(endpointId: $endpointId, page: $page, limit: $limit) {\n      items {\n        id\n        endpointId\n        eventId\n        eventType\n        attempt\n        status\n        statusCode\n        durationMs\n        error\n        nextRetryAt\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  query WebhookEndpoints($page: Int!, $limit: Int!) {\n    webhookEndpoints(page: $page, limit: $limit, order: [{ field: \"id\", direction: DESC }]) {\n      items {\n        id\n        url\n        description\n        events\n        enabled\n        disabledAt\n        disabledReason\n        lastDeliveryAt\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation CreateProject($input: ProjectCreateInput!, $trafficSettings: TrafficSettingsInput) {\n    createProject(input: $input, trafficSettings: $trafficSettings) {\n      id\n      title\n      url\n      autoRenew\n    }\n  }\n": types.CreateProjectDocument,
    "\n  query PanelProject($id: Int!) {\n    project(id: $id) {\n      id\n      title\n      url\n      autoRenew\n      expiredAt\n      reciprocalLinkId\n      campaignStatus\n      reciprocalStatus\n      delivered\n      bought\n      offTargetSince\n      offTargetGap\n      offTargetOn\n      package {\n        id\n        name\n        size\n        durationDays\n      }\n    }\n  }\n": types.PanelProjectDocument,
    "\n  query ActiveReciprocalLinks {\n    activeReciprocalLinks {\n      id\n      url\n      anchor\n    }\n  }\n": types.ActiveReciprocalLinksDocument,
    "\n  mutation UpdateProject($id: Int!, $input: ProjectUpdateInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      title\n      url\n      autoRenew\n      reciprocalLinkId\n      reciprocalStatus\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  query PanelProjects($page: Int, $limit: Int, $filter: ProjectFilter) {\n    projects(page: $page, limit: $limit, filter: $filter) {\n      items {\n        id\n        title\n        url\n        expiredAt\n        autoRenew\n        campaignStatus\n        package {\n          id\n          name\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.PanelProjectsDocument,
    "\n  query ProjectStatistics($projectId: Int!, $from: String, $to: String) {\n    project(id: $projectId) {\n      id\n      title\n      url\n      offTargetSince\n      offTargetGap\n      offTargetOn\n    }\n    projectStatistics(projectId: $projectId, from: $from, to: $to) {\n      ...ProjectStatisticsFigures_statistics\n    }\n  }\n": types.ProjectStatisticsDocument,
    "\n  query ProjectPages($projectId: Int!, $from: String, $to: String, $page: Int, $limit: Int) {\n    projectPages(projectId: $projectId, from: $from, to: $to, page: $page, limit: $limit) {\n      pages {\n        url\n        visits\n      }\n      total\n    }\n  }\n": types.ProjectPagesDocument,
    "\n  query AllProjectsStatistics($from: String, $to: String) {\n    projectStatistics(projectId: null, from: $from, to: $to) {\n      total\n      perDay {\n        day\n        visits\n      }\n    }\n  }\n": types.AllProjectsStatisticsDocument,
    "\n  query StatisticsProjects {\n    projects(limit: 50) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n": types.StatisticsProjectsDocument,
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
export function graphql(source: "\n  mutation PayOrderWithCard($orderId: Int!, $paymentToken: String!, $threeDSecure: CardThreeDSecureInput) {\n    payOrderWithCard(orderId: $orderId, paymentToken: $paymentToken, threeDSecure: $threeDSecure) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PayOrderWithCard($orderId: Int!, $paymentToken: String!, $threeDSecure: CardThreeDSecureInput) {\n    payOrderWithCard(orderId: $orderId, paymentToken: $paymentToken, threeDSecure: $threeDSecure) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetails_order on Order {\n    id\n    status\n    quantity\n    amountMinor\n    currency\n    paymentProvider\n    createdAt\n    firstPaymentAt\n    lastPaymentAt\n    recurring\n    nextRenewalAt\n    cancellable\n    package {\n      id\n      name\n      code\n      size\n      durationDays\n    }\n    payments {\n      id\n      provider\n      status\n      amountMinor\n      currency\n      createdAt\n    }\n    invoices {\n      id\n      number\n      issuedAt\n      amountMinor\n      currency\n      downloadPath\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetails_order on Order {\n    id\n    status\n    quantity\n    amountMinor\n    currency\n    paymentProvider\n    createdAt\n    firstPaymentAt\n    lastPaymentAt\n    recurring\n    nextRenewalAt\n    cancellable\n    package {\n      id\n      name\n      code\n      size\n      durationDays\n    }\n    payments {\n      id\n      provider\n      status\n      amountMinor\n      currency\n      createdAt\n    }\n    invoices {\n      id\n      number\n      issuedAt\n      amountMinor\n      currency\n      downloadPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($id: Int!) {\n    cancelOrder(id: $id) {\n      id\n      status\n      recurring\n      cancellable\n      nextRenewalAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($id: Int!) {\n    cancelOrder(id: $id) {\n      id\n      status\n      recurring\n      cancellable\n      nextRenewalAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPaymentStatus($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      quantity\n      amountMinor\n      currency\n      package {\n        id\n        name\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderPaymentStatus($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      quantity\n      amountMinor\n      currency\n      package {\n        id\n        name\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethods {\n    paymentMethods\n  }\n"): (typeof documents)["\n  query PaymentMethods {\n    paymentMethods\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BreadcrumbPackage($code: String!) {\n    packages(filter: { code: $code }, limit: 1) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query BreadcrumbPackage($code: String!) {\n    packages(filter: { code: $code }, limit: 1) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BreadcrumbProject($id: Int!) {\n    project(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query BreadcrumbProject($id: Int!) {\n    project(id: $id) {\n      id\n      title\n    }\n  }\n"];
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
export function graphql(source: "\n  query WebhookEventTypes {\n    webhookEventTypes\n  }\n"): (typeof documents)["\n  query WebhookEventTypes {\n    webhookEventTypes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: ApiKeyCreateInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: ApiKeyCreateInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledAt\n    disabledReason\n    previousSecretExpiresAt\n    lastDeliveryAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    disabledAt\n    disabledReason\n    previousSecretExpiresAt\n    lastDeliveryAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointCreateInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      webhookEndpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: WebhookEndpointCreateInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      webhookEndpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: Int!, $input: WebhookEndpointUpdateInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      url\n      description\n      events\n      enabled\n      disabledAt\n      disabledReason\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: Int!, $input: WebhookEndpointUpdateInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      url\n      description\n      events\n      enabled\n      disabledAt\n      disabledReason\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: Int!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: Int!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookEndpointSecret($id: Int!) {\n    rotateWebhookEndpointSecret(id: $id) {\n      secret\n      webhookEndpoint {\n        id\n        previousSecretExpiresAt\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookEndpointSecret($id: Int!) {\n    rotateWebhookEndpointSecret(id: $id) {\n      secret\n      webhookEndpoint {\n        id\n        previousSecretExpiresAt\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestWebhookEndpoint($id: Int!) {\n    testWebhookEndpoint(id: $id) {\n      id\n      eventId\n      eventType\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TestWebhookEndpoint($id: Int!) {\n    testWebhookEndpoint(id: $id) {\n      id\n      eventId\n      eventType\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhookDelivery($id: Int!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n      eventId\n      eventType\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhookDelivery($id: Int!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n      eventId\n      eventType\n      status\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation UpdateDisplayName($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDisplayName($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($newEmail: String!, $password: String!) {\n    requestEmailChange(input: { newEmail: $newEmail, password: $password })\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange($newEmail: String!, $password: String!) {\n    requestEmailChange(input: { newEmail: $newEmail, password: $password })\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAccount($input: RemoveAccountInput!) {\n    removeAccount(input: $input)\n  }\n"): (typeof documents)["\n  mutation RemoveAccount($input: RemoveAccountInput!) {\n    removeAccount(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignableBalances {\n    balances(limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n          size\n          durationDays\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssignableBalances {\n    balances(limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n          size\n          durationDays\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignPackage($projectId: Int!, $packageId: Int!) {\n    assignPackage(projectId: $projectId, packageId: $packageId) {\n      id\n      expiredAt\n      campaignStatus\n      delivered\n      bought\n      package {\n        id\n        name\n        size\n        durationDays\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignPackage($projectId: Int!, $packageId: Int!) {\n    assignPackage(projectId: $projectId, packageId: $packageId) {\n      id\n      expiredAt\n      campaignStatus\n      delivered\n      bought\n      package {\n        id\n        name\n        size\n        durationDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDeliveryComparison($projectId: Int!, $from: String, $to: String) {\n    projectDeliveryComparison(projectId: $projectId, from: $from, to: $to) {\n      visits\n      matchedShare\n      segments {\n        version\n        visits\n        matchedShare\n        maxGap\n        countries {\n          key\n          ordered\n          delivered\n          gap\n        }\n        sources {\n          key\n          ordered\n          delivered\n          gap\n        }\n        devices {\n          key\n          ordered\n          delivered\n          gap\n        }\n      }\n      pace {\n        day\n        ordered\n        delivered\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectDeliveryComparison($projectId: Int!, $from: String, $to: String) {\n    projectDeliveryComparison(projectId: $projectId, from: $from, to: $to) {\n      visits\n      matchedShare\n      segments {\n        version\n        visits\n        matchedShare\n        maxGap\n        countries {\n          key\n          ordered\n          delivered\n          gap\n        }\n        sources {\n          key\n          ordered\n          delivered\n          gap\n        }\n        devices {\n          key\n          ordered\n          delivered\n          gap\n        }\n      }\n      pace {\n        day\n        ordered\n        delivered\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectOnTarget($projectId: Int!) {\n    projectDeliveryComparison(projectId: $projectId) {\n      visits\n      matchedShare\n    }\n  }\n"): (typeof documents)["\n  query ProjectOnTarget($projectId: Int!) {\n    projectDeliveryComparison(projectId: $projectId) {\n      visits\n      matchedShare\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectStatisticsFigures_statistics on ProjectStatistics {\n    total\n    perDay {\n      day\n      visits\n    }\n    countries {\n      key\n      visits\n    }\n    referrers {\n      key\n      visits\n    }\n    devices {\n      key\n      visits\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectStatisticsFigures_statistics on ProjectStatistics {\n    total\n    perDay {\n      day\n      visits\n    }\n    countries {\n      key\n      visits\n    }\n    referrers {\n      key\n      visits\n    }\n    devices {\n      key\n      visits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTrackingCode($id: Int!) {\n    projectTrackingCode(id: $id) {\n      ga_ids\n    }\n  }\n"): (typeof documents)["\n  query ProjectTrackingCode($id: Int!) {\n    projectTrackingCode(id: $id) {\n      ga_ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectTrackingCode($id: Int!, $input: TrackingCodeUpdateInput!) {\n    updateProjectTrackingCode(id: $id, input: $input) {\n      ga_ids\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectTrackingCode($id: Int!, $input: TrackingCodeUpdateInput!) {\n    updateProjectTrackingCode(id: $id, input: $input) {\n      ga_ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrafficSettingsFields on TrafficSettings {\n    version\n    savedAt\n    tier\n    beyondTier\n    summary\n    visitorsPerDay\n    geo {\n      split\n      worldwide\n      countries {\n        code\n        name\n        share\n        states\n        cities\n        stateDetails {\n          code\n          name\n        }\n        cityDetails {\n          id\n          name\n        }\n      }\n    }\n    sources {\n      direct\n      organic\n      social\n      referral\n      searchEngine\n      keywords\n      socialNetworks\n      referrers\n    }\n    devices {\n      desktop\n      mobile\n      tablet\n    }\n    behaviour {\n      bounceRate\n      minDurationSeconds\n      maxDurationSeconds\n      pagesPerVisit\n      pages {\n        url\n        weight\n      }\n    }\n    pace {\n      curve\n      timeZone\n      rampUpDays\n      utm {\n        source\n        medium\n        campaign\n        term\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TrafficSettingsFields on TrafficSettings {\n    version\n    savedAt\n    tier\n    beyondTier\n    summary\n    visitorsPerDay\n    geo {\n      split\n      worldwide\n      countries {\n        code\n        name\n        share\n        states\n        cities\n        stateDetails {\n          code\n          name\n        }\n        cityDetails {\n          id\n          name\n        }\n      }\n    }\n    sources {\n      direct\n      organic\n      social\n      referral\n      searchEngine\n      keywords\n      socialNetworks\n      referrers\n    }\n    devices {\n      desktop\n      mobile\n      tablet\n    }\n    behaviour {\n      bounceRate\n      minDurationSeconds\n      maxDurationSeconds\n      pagesPerVisit\n      pages {\n        url\n        weight\n      }\n    }\n    pace {\n      curve\n      timeZone\n      rampUpDays\n      utm {\n        source\n        medium\n        campaign\n        term\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTrafficSettings($projectId: Int!) {\n    projectTrafficSettings(projectId: $projectId) {\n      ...TrafficSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectTrafficSettings($projectId: Int!) {\n    projectTrafficSettings(projectId: $projectId) {\n      ...TrafficSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrafficSettingsDefaults {\n    trafficSettingsDefaults {\n      ...TrafficSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query TrafficSettingsDefaults {\n    trafficSettingsDefaults {\n      ...TrafficSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectTrafficSettings($projectId: Int!, $input: TrafficSettingsInput!) {\n    updateProjectTrafficSettings(projectId: $projectId, input: $input) {\n      ...TrafficSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectTrafficSettings($projectId: Int!, $input: TrafficSettingsInput!) {\n    updateProjectTrafficSettings(projectId: $projectId, input: $input) {\n      ...TrafficSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrafficSettingsOptions {\n    trafficTiers {\n      tier\n      unlocks\n      packageFilter\n    }\n    geoDictionary {\n      countries {\n        code\n        name\n      }\n      countriesWithStates\n      countriesWithCities\n    }\n  }\n"): (typeof documents)["\n  query TrafficSettingsOptions {\n    trafficTiers {\n      tier\n      unlocks\n      packageFilter\n    }\n    geoDictionary {\n      countries {\n        code\n        name\n      }\n      countriesWithStates\n      countriesWithCities\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeoStates($country: String!) {\n    geoStates(country: $country) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query GeoStates($country: String!) {\n    geoStates(country: $country) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeoCities($country: String!, $query: String, $limit: Int) {\n    geoCities(country: $country, query: $query, limit: $limit) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query GeoCities($country: String!, $query: String, $limit: Int) {\n    geoCities(country: $country, query: $query, limit: $limit) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTrafficSettingsHistory($projectId: Int!, $limit: Int) {\n    projectTrafficSettingsHistory(projectId: $projectId, limit: $limit) {\n      version\n      savedAt\n      sections\n      changedBy {\n        byStaff\n        email\n        actingAdminEmail\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectTrafficSettingsHistory($projectId: Int!, $limit: Int) {\n    projectTrafficSettingsHistory(projectId: $projectId, limit: $limit) {\n      version\n      savedAt\n      sections\n      changedBy {\n        byStaff\n        email\n        actingAdminEmail\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query AdminKpis($from: DateTimeISO, $to: DateTimeISO, $withRevenue: Boolean!) {\n    adminKpis(from: $from, to: $to) {\n      activeProjects\n      openSubscriptions\n      offTargetProjects\n      newUsersByDay {\n        day\n        count\n      }\n      creditsByDay {\n        day\n        sold\n        bonus\n        spent\n      }\n      revenueByDay @include(if: $withRevenue) {\n        day\n        currency\n        amountMinor\n        refundedMinor\n        payments\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminKpis($from: DateTimeISO, $to: DateTimeISO, $withRevenue: Boolean!) {\n    adminKpis(from: $from, to: $to) {\n      activeProjects\n      openSubscriptions\n      offTargetProjects\n      newUsersByDay {\n        day\n        count\n      }\n      creditsByDay {\n        day\n        sold\n        bonus\n        spent\n      }\n      revenueByDay @include(if: $withRevenue) {\n        day\n        currency\n        amountMinor\n        refundedMinor\n        payments\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPaymentDiscrepancies {\n    paymentDiscrepancies {\n      id\n      kind\n      action\n      transactionId\n      orderId\n      amountMinor\n      currency\n      day\n      detail\n    }\n  }\n"): (typeof documents)["\n  query AdminPaymentDiscrepancies {\n    paymentDiscrepancies {\n      id\n      kind\n      action\n      transactionId\n      orderId\n      amountMinor\n      currency\n      day\n      detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolvePaymentDiscrepancy($id: Int!, $note: String!) {\n    resolvePaymentDiscrepancy(id: $id, note: $note) {\n      id\n      resolvedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResolvePaymentDiscrepancy($id: Int!, $note: String!) {\n    resolvePaymentDiscrepancy(id: $id, note: $note) {\n      id\n      resolvedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateEmailCampaign($input: EmailCampaignCreateInput!) {\n    createEmailCampaign(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateEmailCampaign($input: EmailCampaignCreateInput!) {\n    createEmailCampaign(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminEmailCampaignFields on EmailCampaign {\n    id\n    name\n    code\n    status\n    type\n    onetime\n    enabled\n    startAt\n    endAt\n    subject\n    bodyText\n    bodyHtml\n    gateId\n    segment\n    segmentDays\n    periodDays\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminEmailCampaignFields on EmailCampaign {\n    id\n    name\n    code\n    status\n    type\n    onetime\n    enabled\n    startAt\n    endAt\n    subject\n    bodyText\n    bodyHtml\n    gateId\n    segment\n    segmentDays\n    periodDays\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmailCampaign($id: Int!) {\n    emailCampaign(id: $id) {\n      ...AdminEmailCampaignFields\n    }\n  }\n"): (typeof documents)["\n  query AdminEmailCampaign($id: Int!) {\n    emailCampaign(id: $id) {\n      ...AdminEmailCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateEmailCampaign($id: Int!, $input: EmailCampaignUpdateInput!) {\n    updateEmailCampaign(id: $id, input: $input) {\n      ...AdminEmailCampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateEmailCampaign($id: Int!, $input: EmailCampaignUpdateInput!) {\n    updateEmailCampaign(id: $id, input: $input) {\n      ...AdminEmailCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmailCampaignHistory($campaignId: Int!, $page: Int!, $limit: Int!, $filter: EmailCampaignHistoryFilter, $order: [OrderByInput!]) {\n    emailCampaign(id: $campaignId) {\n      id\n      name\n      code\n    }\n    emailCampaignHistories(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        userId\n        user {\n          id\n          login\n          displayName\n        }\n        delivered\n        error\n        createdAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminEmailCampaignHistory($campaignId: Int!, $page: Int!, $limit: Int!, $filter: EmailCampaignHistoryFilter, $order: [OrderByInput!]) {\n    emailCampaign(id: $campaignId) {\n      id\n      name\n      code\n    }\n    emailCampaignHistories(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        userId\n        user {\n          id\n          login\n          displayName\n        }\n        delivered\n        error\n        createdAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmailCampaigns($page: Int!, $limit: Int!, $filter: EmailCampaignFilter, $order: [OrderByInput!]) {\n    emailCampaigns(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        name\n        code\n        status\n        type\n        onetime\n        enabled\n        createdAt\n        startAt\n        endAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminEmailCampaigns($page: Int!, $limit: Int!, $filter: EmailCampaignFilter, $order: [OrderByInput!]) {\n    emailCampaigns(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        name\n        code\n        status\n        type\n        onetime\n        enabled\n        createdAt\n        startAt\n        endAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateGate($input: GateCreateInput!) {\n    createGate(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateGate($input: GateCreateInput!) {\n    createGate(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminGateFields on Gate {\n    id\n    name\n    host\n    description\n    enabled\n    isDefault\n    apiBase\n    config\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminGateFields on Gate {\n    id\n    name\n    host\n    description\n    enabled\n    isDefault\n    apiBase\n    config\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGate($id: Int!) {\n    gate(id: $id) {\n      ...AdminGateFields\n    }\n  }\n"): (typeof documents)["\n  query AdminGate($id: Int!) {\n    gate(id: $id) {\n      ...AdminGateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateGate($id: Int!, $input: GateUpdateInput!) {\n    updateGate(id: $id, input: $input) {\n      ...AdminGateFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateGate($id: Int!, $input: GateUpdateInput!) {\n    updateGate(id: $id, input: $input) {\n      ...AdminGateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGates($page: Int!, $limit: Int!, $filter: GateFilter, $order: [OrderByInput!]) {\n    gates(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        name\n        host\n        description\n        enabled\n        isDefault\n        createdAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminGates($page: Int!, $limit: Int!, $filter: GateFilter, $order: [OrderByInput!]) {\n    gates(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        name\n        host\n        description\n        enabled\n        isDefault\n        createdAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($page: Int!, $limit: Int!, $filter: OrderFilter, $order: [OrderByInput!]) {\n    orders(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        status\n        paymentProvider\n        ownerId\n        owner {\n          id\n          email\n        }\n        packageId\n        package {\n          id\n          name\n        }\n        quantity\n        amountMinor\n        currency\n        recurring\n        createdAt\n        firstPaymentAt\n        lastPaymentAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($page: Int!, $limit: Int!, $filter: OrderFilter, $order: [OrderByInput!]) {\n    orders(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        status\n        paymentProvider\n        ownerId\n        owner {\n          id\n          email\n        }\n        packageId\n        package {\n          id\n          name\n        }\n        quantity\n        amountMinor\n        currency\n        recurring\n        createdAt\n        firstPaymentAt\n        lastPaymentAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: Int!) {\n    order(id: $id) {\n      ...OrderDetails_order\n      externalId\n      flaggedReason\n      refundShortfall\n      updatedAt\n      ownerId\n      owner {\n        id\n        email\n        displayName\n      }\n      payments {\n        id\n        providerEventId\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrder($id: Int!) {\n    order(id: $id) {\n      ...OrderDetails_order\n      externalId\n      flaggedReason\n      refundShortfall\n      updatedAt\n      ownerId\n      owner {\n        id\n        email\n        displayName\n      }\n      payments {\n        id\n        providerEventId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderState on Order {\n    id\n    status\n    cancellable\n    recurring\n    nextRenewalAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminOrderState on Order {\n    id\n    status\n    cancellable\n    recurring\n    nextRenewalAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefundOrder($id: Int!, $reason: String!) {\n    refundOrder(id: $id, reason: $reason) {\n      ...AdminOrderState\n      refundShortfall\n      payments {\n        id\n        provider\n        providerEventId\n        status\n        amountMinor\n        currency\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRefundOrder($id: Int!, $reason: String!) {\n    refundOrder(id: $id, reason: $reason) {\n      ...AdminOrderState\n      refundShortfall\n      payments {\n        id\n        provider\n        providerEventId\n        status\n        amountMinor\n        currency\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelOrder($id: Int!, $reason: String!) {\n    adminCancelOrder(id: $id, reason: $reason) {\n      ...AdminOrderState\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCancelOrder($id: Int!, $reason: String!) {\n    adminCancelOrder(id: $id, reason: $reason) {\n      ...AdminOrderState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreatePackage($input: PackageCreateInput!) {\n    createPackage(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreatePackage($input: PackageCreateInput!) {\n    createPackage(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPackageFields on Package {\n    ...AdminPackageRow\n    description\n  }\n"): (typeof documents)["\n  fragment AdminPackageFields on Package {\n    ...AdminPackageRow\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPackage($id: Int!) {\n    package(id: $id) {\n      ...AdminPackageFields\n    }\n    variants: packages(filter: { parentId: $id }, order: [{ field: \"position\", direction: ASC }, { field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n        size\n        priceMinor\n        currency\n        active\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminPackage($id: Int!) {\n    package(id: $id) {\n      ...AdminPackageFields\n    }\n    variants: packages(filter: { parentId: $id }, order: [{ field: \"position\", direction: ASC }, { field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n        size\n        priceMinor\n        currency\n        active\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePackage($id: Int!, $input: PackageUpdateInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...AdminPackageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePackage($id: Int!, $input: PackageUpdateInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...AdminPackageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPackageParents {\n    packages(filter: { parentId: 0 }, order: [{ field: \"position\", direction: ASC }, { field: \"name\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPackageParents {\n    packages(filter: { parentId: 0 }, order: [{ field: \"position\", direction: ASC }, { field: \"name\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPackageRow on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    durationDays\n    position\n    parentId\n    active\n    free\n    professional\n    guaranteedAlexa\n    showOnMainPage\n  }\n"): (typeof documents)["\n  fragment AdminPackageRow on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    durationDays\n    position\n    parentId\n    active\n    free\n    professional\n    guaranteedAlexa\n    showOnMainPage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPackages($page: Int!, $limit: Int!, $filter: PackageFilter, $order: [OrderByInput!]) {\n    packages(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        ...AdminPackageRow\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminPackages($page: Int!, $limit: Int!, $filter: PackageFilter, $order: [OrderByInput!]) {\n    packages(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        ...AdminPackageRow\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreatePost($input: PostCreateInput!) {\n    createPost(input: $input) {\n      id\n      title\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreatePost($input: PostCreateInput!) {\n    createPost(input: $input) {\n      id\n      title\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPostFields on Post {\n    id\n    title\n    slug\n    excerpt\n    content\n    enabled\n    blog\n    publicatedAt\n    gateId\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminPostFields on Post {\n    id\n    title\n    slug\n    excerpt\n    content\n    enabled\n    blog\n    publicatedAt\n    gateId\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPost($id: Int!) {\n    post(id: $id) {\n      ...AdminPostFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPost($id: Int!) {\n    post(id: $id) {\n      ...AdminPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePost($id: Int!, $input: PostUpdateInput!) {\n    updatePost(id: $id, input: $input) {\n      ...AdminPostFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePost($id: Int!, $input: PostUpdateInput!) {\n    updatePost(id: $id, input: $input) {\n      ...AdminPostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSlugify($slug: String!) {\n    slugify(slug: $slug)\n  }\n"): (typeof documents)["\n  mutation AdminSlugify($slug: String!) {\n    slugify(slug: $slug)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPosts($page: Int!, $limit: Int!, $filter: PostFilter, $order: [OrderByInput!]) {\n    posts(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        title\n        slug\n        enabled\n        blog\n        gateId\n        createdAt\n        publicatedAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminPosts($page: Int!, $limit: Int!, $filter: PostFilter, $order: [OrderByInput!]) {\n    posts(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        title\n        slug\n        enabled\n        blog\n        gateId\n        createdAt\n        publicatedAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProjectAnalytics($id: Int!) {\n    projectGaId(id: $id)\n    projectVisitorsCount(id: $id) {\n      visitorsCount\n    }\n  }\n"): (typeof documents)["\n  query AdminProjectAnalytics($id: Int!) {\n    projectGaId(id: $id)\n    projectVisitorsCount(id: $id) {\n      visitorsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProject($id: Int!) {\n    project(id: $id) {\n      id\n      title\n      url\n      autoRenew\n      ownerId\n      owner {\n        id\n        email\n      }\n      package {\n        id\n        name\n        size\n        free\n      }\n      expiredAt\n      campaignStatus\n      reciprocalStatus\n      bought\n      delivered\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminProject($id: Int!) {\n    project(id: $id) {\n      id\n      title\n      url\n      autoRenew\n      ownerId\n      owner {\n        id\n        email\n      }\n      package {\n        id\n        name\n        size\n        free\n      }\n      expiredAt\n      campaignStatus\n      reciprocalStatus\n      bought\n      delivered\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateProject($id: Int!, $input: ProjectUpdateInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      title\n      url\n      autoRenew\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateProject($id: Int!, $input: ProjectUpdateInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      title\n      url\n      autoRenew\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProjects($page: Int!, $limit: Int!, $filter: ProjectFilter, $order: [OrderByInput!]) {\n    projects(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        title\n        url\n        ownerId\n        owner {\n          id\n          email\n        }\n        package {\n          id\n          name\n          size\n        }\n        expiredAt\n        autoRenew\n        offTargetSince\n        offTargetGap\n        offTargetOn\n        createdAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminProjects($page: Int!, $limit: Int!, $filter: ProjectFilter, $order: [OrderByInput!]) {\n    projects(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        title\n        url\n        ownerId\n        owner {\n          id\n          email\n        }\n        package {\n          id\n          name\n          size\n        }\n        expiredAt\n        autoRenew\n        offTargetSince\n        offTargetGap\n        offTargetOn\n        createdAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProjectPages($projectId: Int!, $from: String, $to: String, $page: Int, $limit: Int) {\n    project(id: $projectId) {\n      id\n      title\n      url\n    }\n    projectPages(projectId: $projectId, from: $from, to: $to, page: $page, limit: $limit) {\n      pages {\n        url\n        visits\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminProjectPages($projectId: Int!, $from: String, $to: String, $page: Int, $limit: Int) {\n    project(id: $projectId) {\n      id\n      title\n      url\n    }\n    projectPages(projectId: $projectId, from: $from, to: $to, page: $page, limit: $limit) {\n      pages {\n        url\n        visits\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProjectStatistics($projectId: Int!, $from: String, $to: String) {\n    project(id: $projectId) {\n      id\n      title\n      url\n      bought\n      delivered\n      offTargetSince\n      offTargetGap\n      offTargetOn\n    }\n    projectStatistics(projectId: $projectId, from: $from, to: $to) {\n      ...ProjectStatisticsFigures_statistics\n    }\n  }\n"): (typeof documents)["\n  query AdminProjectStatistics($projectId: Int!, $from: String, $to: String) {\n    project(id: $projectId) {\n      id\n      title\n      url\n      bought\n      delivered\n      offTargetSince\n      offTargetGap\n      offTargetOn\n    }\n    projectStatistics(projectId: $projectId, from: $from, to: $to) {\n      ...ProjectStatisticsFigures_statistics\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreatePromotion($input: PromotionCreateInput!) {\n    createPromotion(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreatePromotion($input: PromotionCreateInput!) {\n    createPromotion(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPromotionFields on Promotion {\n    id\n    name\n    code\n    type\n    creditsMultiplier\n    offerTitle\n    offerDescription\n    enabled\n    startAt\n    endAt\n    utmSource\n    utmMedium\n    utmCampaign\n    gateId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminPromotionFields on Promotion {\n    id\n    name\n    code\n    type\n    creditsMultiplier\n    offerTitle\n    offerDescription\n    enabled\n    startAt\n    endAt\n    utmSource\n    utmMedium\n    utmCampaign\n    gateId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromotion($id: Int!) {\n    promotion(id: $id) {\n      ...AdminPromotionFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPromotion($id: Int!) {\n    promotion(id: $id) {\n      ...AdminPromotionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePromotion($id: Int!, $input: PromotionUpdateInput!) {\n    updatePromotion(id: $id, input: $input) {\n      ...AdminPromotionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePromotion($id: Int!, $input: PromotionUpdateInput!) {\n    updatePromotion(id: $id, input: $input) {\n      ...AdminPromotionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromotions($page: Int!, $limit: Int!, $filter: PromotionFilter, $order: [OrderByInput!]) {\n    promotions(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        name\n        code\n        type\n        creditsMultiplier\n        enabled\n        startAt\n        endAt\n        createdAt\n        gateId\n        utmSource\n        utmMedium\n        utmCampaign\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminPromotions($page: Int!, $limit: Int!, $filter: PromotionFilter, $order: [OrderByInput!]) {\n    promotions(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        name\n        code\n        type\n        creditsMultiplier\n        enabled\n        startAt\n        endAt\n        createdAt\n        gateId\n        utmSource\n        utmMedium\n        utmCampaign\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRunningPromotions($now: String!) {\n    running: promotions(\n      filter: { enabled: true, startAt: { before: $now }, endAt: { after: $now } }\n      order: [{ field: \"startAt\", direction: ASC }, { field: \"id\", direction: ASC }]\n      limit: 50\n    ) {\n      items {\n        id\n        name\n        code\n        enabled\n        startAt\n        endAt\n        gateId\n        utmSource\n        utmMedium\n        utmCampaign\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminRunningPromotions($now: String!) {\n    running: promotions(\n      filter: { enabled: true, startAt: { before: $now }, endAt: { after: $now } }\n      order: [{ field: \"startAt\", direction: ASC }, { field: \"id\", direction: ASC }]\n      limit: 50\n    ) {\n      items {\n        id\n        name\n        code\n        enabled\n        startAt\n        endAt\n        gateId\n        utmSource\n        utmMedium\n        utmCampaign\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateReciprocalLink($input: ReciprocalLinkCreateInput!) {\n    createReciprocalLink(input: $input) {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateReciprocalLink($input: ReciprocalLinkCreateInput!) {\n    createReciprocalLink(input: $input) {\n      id\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReciprocalLinkFields on ReciprocalLink {\n    id\n    url\n    anchor\n    enabled\n    gateId\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminReciprocalLinkFields on ReciprocalLink {\n    id\n    url\n    anchor\n    enabled\n    gateId\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReciprocalLink($id: Int!) {\n    reciprocalLink(id: $id) {\n      ...AdminReciprocalLinkFields\n    }\n  }\n"): (typeof documents)["\n  query AdminReciprocalLink($id: Int!) {\n    reciprocalLink(id: $id) {\n      ...AdminReciprocalLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateReciprocalLink($id: Int!, $input: ReciprocalLinkUpdateInput!) {\n    updateReciprocalLink(id: $id, input: $input) {\n      ...AdminReciprocalLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateReciprocalLink($id: Int!, $input: ReciprocalLinkUpdateInput!) {\n    updateReciprocalLink(id: $id, input: $input) {\n      ...AdminReciprocalLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteReciprocalLink($id: Int!) {\n    deleteReciprocalLink(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteReciprocalLink($id: Int!) {\n    deleteReciprocalLink(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReciprocalLinks($page: Int!, $limit: Int!, $filter: ReciprocalLinkFilter, $order: [OrderByInput!]) {\n    reciprocalLinks(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        url\n        anchor\n        enabled\n        gateId\n        createdAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminReciprocalLinks($page: Int!, $limit: Int!, $filter: ReciprocalLinkFilter, $order: [OrderByInput!]) {\n    reciprocalLinks(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        url\n        anchor\n        enabled\n        gateId\n        createdAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateTransaction($input: TransactionCreateInput!) {\n    createTransaction(input: $input) {\n      id\n      quantity\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateTransaction($input: TransactionCreateInput!) {\n    createTransaction(input: $input) {\n      id\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTransaction($id: Int!) {\n    transaction(id: $id) {\n      id\n      ownerId\n      owner {\n        id\n        email\n      }\n      package {\n        id\n        name\n        size\n      }\n      quantity\n      source\n      reference\n      orderId\n      comment\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminTransaction($id: Int!) {\n    transaction(id: $id) {\n      id\n      ownerId\n      owner {\n        id\n        email\n      }\n      package {\n        id\n        name\n        size\n      }\n      quantity\n      source\n      reference\n      orderId\n      comment\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateTransaction($id: Int!, $input: TransactionUpdateInput!) {\n    updateTransaction(id: $id, input: $input) {\n      id\n      comment\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateTransaction($id: Int!, $input: TransactionUpdateInput!) {\n    updateTransaction(id: $id, input: $input) {\n      id\n      comment\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTransactionPackages {\n    packages(order: [{ field: \"position\", direction: ASC }, { field: \"id\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n        code\n        size\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTransactionPackages {\n    packages(order: [{ field: \"position\", direction: ASC }, { field: \"id\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n        code\n        size\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTransactions($page: Int!, $limit: Int!, $filter: TransactionFilter, $order: [OrderByInput!]) {\n    transactions(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        ownerId\n        owner {\n          id\n          email\n        }\n        packageId\n        package {\n          id\n          name\n          size\n        }\n        quantity\n        source\n        reference\n        orderId\n        comment\n        createdAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminTransactions($page: Int!, $limit: Int!, $filter: TransactionFilter, $order: [OrderByInput!]) {\n    transactions(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        ownerId\n        owner {\n          id\n          email\n        }\n        packageId\n        package {\n          id\n          name\n          size\n        }\n        quantity\n        source\n        reference\n        orderId\n        comment\n        createdAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserAccount on User {\n    id\n    email\n    displayName\n    roles\n    enabled\n    deleted\n    emailConfirmed\n    unsubscribed\n  }\n"): (typeof documents)["\n  fragment AdminUserAccount on User {\n    id\n    email\n    displayName\n    roles\n    enabled\n    deleted\n    emailConfirmed\n    unsubscribed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: Int!) {\n    user(id: $id) {\n      ...AdminUserAccount\n      createdAt\n      lastActivity\n      country\n    }\n  }\n"): (typeof documents)["\n  query AdminUser($id: Int!) {\n    user(id: $id) {\n      ...AdminUserAccount\n      createdAt\n      lastActivity\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($id: Int!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      ...AdminUserAccount\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser($id: Int!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      ...AdminUserAccount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($page: Int!, $limit: Int!, $filter: UserFilter, $order: [OrderByInput!]) {\n    users(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        email\n        displayName\n        roles\n        enabled\n        deleted\n        emailConfirmed\n        unsubscribed\n        createdAt\n        lastActivity\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($page: Int!, $limit: Int!, $filter: UserFilter, $order: [OrderByInput!]) {\n    users(page: $page, limit: $limit, filter: $filter, order: $order) {\n      items {\n        id\n        email\n        displayName\n        roles\n        enabled\n        deleted\n        emailConfirmed\n        unsubscribed\n        createdAt\n        lastActivity\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserProjects($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {\n    projects(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {\n      items {\n        id\n        title\n        url\n        createdAt\n        expiredAt\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminUserProjects($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {\n    projects(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {\n      items {\n        id\n        title\n        url\n        createdAt\n        expiredAt\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserOrders($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {\n    orders(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {\n      items {\n        id\n        status\n        amountMinor\n        currency\n        paymentProvider\n        createdAt\n        lastPaymentAt\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminUserOrders($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {\n    orders(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {\n      items {\n        id\n        status\n        amountMinor\n        currency\n        paymentProvider\n        createdAt\n        lastPaymentAt\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserTransactions($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {\n    transactions(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {\n      items {\n        id\n        createdAt\n        quantity\n        source\n        reference\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminUserTransactions($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {\n    transactions(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {\n      items {\n        id\n        createdAt\n        quantity\n        source\n        reference\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserView($id: Int!) {\n    user(id: $id) {\n      ...AdminUserAccount\n      createdAt\n      lastActivity\n      country\n    }\n    balances(filter: { ownerId: $id }, limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n          code\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUserView($id: Int!) {\n    user(id: $id) {\n      ...AdminUserAccount\n      createdAt\n      lastActivity\n      country\n    }\n    balances(filter: { ownerId: $id }, limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n          code\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveAccountById($id: Int!) {\n    removeAccountById(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminRemoveAccountById($id: Int!) {\n    removeAccountById(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBalances {\n    balances(limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardBalances {\n    balances(limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardProjects {\n    projects(limit: 5) {\n      items {\n        id\n        title\n        expiredAt\n        campaignStatus\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query DashboardProjects {\n    projects(limit: 5) {\n      items {\n        id\n        title\n        expiredAt\n        campaignStatus\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardSubscriptions {\n    orders(filter: { status: \"active\" }, limit: 5) {\n      items {\n        id\n        quantity\n        lastPaymentAt\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query DashboardSubscriptions {\n    orders(filter: { status: \"active\" }, limit: 5) {\n      items {\n        id\n        quantity\n        lastPaymentAt\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPromotions {\n    activePromotions {\n      id\n      type\n      creditsMultiplier\n      offerTitle\n      offerDescription\n      startAt\n      endAt\n    }\n  }\n"): (typeof documents)["\n  query DashboardPromotions {\n    activePromotions {\n      id\n      type\n      creditsMultiplier\n      offerTitle\n      offerDescription\n      startAt\n      endAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingBalances {\n    balances(limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n          code\n          size\n          durationDays\n          free\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query BillingBalances {\n    balances(limit: 50) {\n      items {\n        id\n        quantity\n        package {\n          id\n          name\n          code\n          size\n          durationDays\n          free\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardPaymentForm($orderId: Int!) {\n    cardPaymentForm(orderId: $orderId) {\n      order {\n        id\n        status\n        amountMinor\n        currency\n        quantity\n        recurring\n      }\n      packageName\n      durationDays\n      tokenizationKey\n      collectJsUrl\n      threeDSecure\n      gatewayJsUrl\n    }\n  }\n"): (typeof documents)["\n  query CardPaymentForm($orderId: Int!) {\n    cardPaymentForm(orderId: $orderId) {\n      order {\n        id\n        status\n        amountMinor\n        currency\n        quantity\n        recurring\n      }\n      packageName\n      durationDays\n      tokenizationKey\n      collectJsUrl\n      threeDSecure\n      gatewayJsUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subscription($id: Int!) {\n    order(id: $id) {\n      ...OrderDetails_order\n    }\n    invoiceDownloadAvailable\n  }\n"): (typeof documents)["\n  query Subscription($id: Int!) {\n    order(id: $id) {\n      ...OrderDetails_order\n    }\n    invoiceDownloadAvailable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subscriptions($page: Int!, $limit: Int!) {\n    orders(page: $page, limit: $limit, order: [{ field: \"id\", direction: DESC }]) {\n      items {\n        id\n        status\n        quantity\n        amountMinor\n        currency\n        paymentProvider\n        createdAt\n        firstPaymentAt\n        recurring\n        nextRenewalAt\n        cancellable\n        package {\n          id\n          name\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n"): (typeof documents)["\n  query Subscriptions($page: Int!, $limit: Int!) {\n    orders(page: $page, limit: $limit, order: [{ field: \"id\", direction: DESC }]) {\n      items {\n        id\n        status\n        quantity\n        amountMinor\n        currency\n        paymentProvider\n        createdAt\n        firstPaymentAt\n        recurring\n        nextRenewalAt\n        cancellable\n        package {\n          id\n          name\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPackage($code: String!) {\n    packages(filter: { code: $code }, limit: 1) {\n      items {\n        id\n        code\n        parentId\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPackage($code: String!) {\n    packages(filter: { code: $code }, limit: 1) {\n      items {\n        id\n        code\n        parentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutFamily($rootId: Int!) {\n    root: package(id: $rootId) {\n      ...CheckoutPackage_option\n    }\n    variants: packages(filter: { parentId: $rootId }, order: [{ field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        ...CheckoutPackage_option\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutFamily($rootId: Int!) {\n    root: package(id: $rootId) {\n      ...CheckoutPackage_option\n    }\n    variants: packages(filter: { parentId: $rootId }, order: [{ field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        ...CheckoutPackage_option\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutPackage_option on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    durationDays\n    active\n    free\n  }\n"): (typeof documents)["\n  fragment CheckoutPackage_option on Package {\n    id\n    name\n    code\n    size\n    priceMinor\n    currency\n    durationDays\n    active\n    free\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      order {\n        id\n        status\n      }\n      paymentUrl\n    }\n  }\n"): (typeof documents)["\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      order {\n        id\n        status\n      }\n      paymentUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingCatalogue {\n    packages(order: [{ field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        ...PackageCard_package\n        parentId\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query BillingCatalogue {\n    packages(order: [{ field: \"size\", direction: ASC }], limit: 50) {\n      items {\n        ...PackageCard_package\n        parentId\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancelledOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      paymentProvider\n      package {\n        id\n        name\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query CancelledOrder($id: Int!) {\n    order(id: $id) {\n      id\n      status\n      paymentProvider\n      package {\n        id\n        name\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionHistory($page: Int!, $limit: Int!, $filter: TransactionFilter) {\n    transactions(page: $page, limit: $limit, filter: $filter, order: [{ field: \"createdAt\", direction: DESC }, { field: \"id\", direction: DESC }]) {\n      items {\n        id\n        createdAt\n        quantity\n        source\n        reference\n        comment\n        orderId\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query TransactionHistory($page: Int!, $limit: Int!, $filter: TransactionFilter) {\n    transactions(page: $page, limit: $limit, filter: $filter, order: [{ field: \"createdAt\", direction: DESC }, { field: \"id\", direction: DESC }]) {\n      items {\n        id\n        createdAt\n        quantity\n        source\n        reference\n        comment\n        orderId\n        package {\n          id\n          name\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionPackages {\n    packages(order: [{ field: \"name\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransactionPackages {\n    packages(order: [{ field: \"name\", direction: ASC }], limit: 50) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($limit: Int!) {\n    apiKeys(limit: $limit, order: [{ field: \"id\", direction: DESC }]) {\n      items {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys($limit: Int!) {\n    apiKeys(limit: $limit, order: [{ field: \"id\", direction: DESC }]) {\n      items {\n        id\n        name\n        prefix\n        scopes\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoint($id: Int!) {\n    webhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoint($id: Int!) {\n    webhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: Int!, $page: Int!, $limit: Int!) {\n    webhookDeliveries(endpointId: $endpointId, page: $page, limit: $limit) {\n      items {\n        id\n        endpointId\n        eventId\n        eventType\n        attempt\n        status\n        statusCode\n        durationMs\n        error\n        nextRetryAt\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: Int!, $page: Int!, $limit: Int!) {\n    webhookDeliveries(endpointId: $endpointId, page: $page, limit: $limit) {\n      items {\n        id\n        endpointId\n        eventId\n        eventType\n        attempt\n        status\n        statusCode\n        durationMs\n        error\n        nextRetryAt\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints($page: Int!, $limit: Int!) {\n    webhookEndpoints(page: $page, limit: $limit, order: [{ field: \"id\", direction: DESC }]) {\n      items {\n        id\n        url\n        description\n        events\n        enabled\n        disabledAt\n        disabledReason\n        lastDeliveryAt\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints($page: Int!, $limit: Int!) {\n    webhookEndpoints(page: $page, limit: $limit, order: [{ field: \"id\", direction: DESC }]) {\n      items {\n        id\n        url\n        description\n        events\n        enabled\n        disabledAt\n        disabledReason\n        lastDeliveryAt\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: ProjectCreateInput!, $trafficSettings: TrafficSettingsInput) {\n    createProject(input: $input, trafficSettings: $trafficSettings) {\n      id\n      title\n      url\n      autoRenew\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: ProjectCreateInput!, $trafficSettings: TrafficSettingsInput) {\n    createProject(input: $input, trafficSettings: $trafficSettings) {\n      id\n      title\n      url\n      autoRenew\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelProject($id: Int!) {\n    project(id: $id) {\n      id\n      title\n      url\n      autoRenew\n      expiredAt\n      reciprocalLinkId\n      campaignStatus\n      reciprocalStatus\n      delivered\n      bought\n      offTargetSince\n      offTargetGap\n      offTargetOn\n      package {\n        id\n        name\n        size\n        durationDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelProject($id: Int!) {\n    project(id: $id) {\n      id\n      title\n      url\n      autoRenew\n      expiredAt\n      reciprocalLinkId\n      campaignStatus\n      reciprocalStatus\n      delivered\n      bought\n      offTargetSince\n      offTargetGap\n      offTargetOn\n      package {\n        id\n        name\n        size\n        durationDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveReciprocalLinks {\n    activeReciprocalLinks {\n      id\n      url\n      anchor\n    }\n  }\n"): (typeof documents)["\n  query ActiveReciprocalLinks {\n    activeReciprocalLinks {\n      id\n      url\n      anchor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: Int!, $input: ProjectUpdateInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      title\n      url\n      autoRenew\n      reciprocalLinkId\n      reciprocalStatus\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: Int!, $input: ProjectUpdateInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      title\n      url\n      autoRenew\n      reciprocalLinkId\n      reciprocalStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelProjects($page: Int, $limit: Int, $filter: ProjectFilter) {\n    projects(page: $page, limit: $limit, filter: $filter) {\n      items {\n        id\n        title\n        url\n        expiredAt\n        autoRenew\n        campaignStatus\n        package {\n          id\n          name\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n"): (typeof documents)["\n  query PanelProjects($page: Int, $limit: Int, $filter: ProjectFilter) {\n    projects(page: $page, limit: $limit, filter: $filter) {\n      items {\n        id\n        title\n        url\n        expiredAt\n        autoRenew\n        campaignStatus\n        package {\n          id\n          name\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectStatistics($projectId: Int!, $from: String, $to: String) {\n    project(id: $projectId) {\n      id\n      title\n      url\n      offTargetSince\n      offTargetGap\n      offTargetOn\n    }\n    projectStatistics(projectId: $projectId, from: $from, to: $to) {\n      ...ProjectStatisticsFigures_statistics\n    }\n  }\n"): (typeof documents)["\n  query ProjectStatistics($projectId: Int!, $from: String, $to: String) {\n    project(id: $projectId) {\n      id\n      title\n      url\n      offTargetSince\n      offTargetGap\n      offTargetOn\n    }\n    projectStatistics(projectId: $projectId, from: $from, to: $to) {\n      ...ProjectStatisticsFigures_statistics\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectPages($projectId: Int!, $from: String, $to: String, $page: Int, $limit: Int) {\n    projectPages(projectId: $projectId, from: $from, to: $to, page: $page, limit: $limit) {\n      pages {\n        url\n        visits\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ProjectPages($projectId: Int!, $from: String, $to: String, $page: Int, $limit: Int) {\n    projectPages(projectId: $projectId, from: $from, to: $to, page: $page, limit: $limit) {\n      pages {\n        url\n        visits\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllProjectsStatistics($from: String, $to: String) {\n    projectStatistics(projectId: null, from: $from, to: $to) {\n      total\n      perDay {\n        day\n        visits\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllProjectsStatistics($from: String, $to: String) {\n    projectStatistics(projectId: null, from: $from, to: $to) {\n      total\n      perDay {\n        day\n        visits\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatisticsProjects {\n    projects(limit: 50) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query StatisticsProjects {\n    projects(limit: 50) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n"];
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