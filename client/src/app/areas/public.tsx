/*
 * Entry of the lazy "public" chunk: the public layout and what the pages share (each page is a chunk of its own,
 * loaded beside this one: app/router.tsx). It must not import panel or admin code
 * (a test walks its imports). Visitor features (cookie consent, promotion popup, country chooser) are mounted
 * here, through PublicLayout's `overlays` and `countryChooser` slots.
 */
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ConsentScripts } from '@/features/cookie-consent/ConsentScripts';
import { CookieConsent, CookieConsentBar, CookieConsentControl } from '@/features/cookie-consent/CookieConsent';
import { CookieConsentProvider } from '@/features/cookie-consent/CookieConsentProvider';
import { useConsent } from '@/features/cookie-consent/useConsent';
import { CountryProvider } from '@/features/country-chooser/CountryProvider';
import { VisitorProvider } from '@/features/visitor/VisitorProvider';
import { useVisitor } from '@/features/visitor/useVisitor';
import { PublicLayout } from '@/layouts/PublicLayout';
import { deferredComponent, useIdle } from '@/lib/after-paint';
import { useGate } from '@/lib/gate';
import { lateComponent } from '@/lib/late-component';
import { paths } from '@/lib/paths';

// The popup is never part of the first paint (it waits for the consent decision and its promotion
// request), so its code loads once the browser is idle after the page is drawn.
const PromotionPopup = deferredComponent(() => import('@/features/promotion-popup/PromotionPopup').then((m) => m.PromotionPopup));

// The footer's country button is in the server's markup; its code (and the chooser it opens) loads
// when hydration reaches it (lib/late-component.tsx).
const CountryChooserButton = lateComponent(() =>
  import('@/features/country-chooser/CountryChooserButton').then((m) => m.CountryChooserButton),
);

/**
 * The layout's parts drawn by late components: a page drawn live (a navigation to the first public page, or a first
 * page drawn afresh) waits for their chunks, so the layout is drawn whole at once (app/router.tsx).
 */
export const lateLayoutParts = [CookieConsentBar, CookieConsentControl, CountryChooserButton];

/** Cookie consent (and the scripts it gates) and the promotion popup, which waits until consent is decided. */
function VisitorOverlays() {
  const { config } = useGate();
  const { utm } = useVisitor();
  const consent = useConsent();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const idle = useIdle();
  return (
    <>
      <CookieConsent privacyPolicyHref={paths.privacyPolicy.getHref()} />
      <ConsentScripts tagManagerId={config.tagManagerId ?? undefined} pixelId={config.pixelId ?? undefined} />
      {idle ? (
        <PromotionPopup
          pathname={pathname}
          utm={utm}
          suspended={consent.status !== 'decided'}
          onViewOffer={() => navigate(paths.promotion.getHref())}
        />
      ) : null}
    </>
  );
}

function ConsentedPublicLayout() {
  const { sessionUuid } = useVisitor();
  return (
    <CookieConsentProvider sessionUuid={sessionUuid}>
      <CountryProvider>
        <PublicLayout overlays={<VisitorOverlays />} countryChooser={<CountryChooserButton />}>
          <Outlet />
        </PublicLayout>
      </CountryProvider>
    </CookieConsentProvider>
  );
}

export function PublicAreaLayout() {
  // The router's query string is the landing URL's in the browser and the request's on the server, so a page
  // rendered for `?utm_source=…` picks the same campaign promotion on both sides.
  const { search } = useLocation();
  return (
    <VisitorProvider search={search}>
      <ConsentedPublicLayout />
    </VisitorProvider>
  );
}

// The public forms (late components), for the routes that wait for them on a navigation (app/router.tsx).
export * as lateForms from '@/pages/public/late-forms';
