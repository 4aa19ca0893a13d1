import { type Brand, type MailContent, render } from './templates';

// The projects' messages: package reminders and ends, delivery off target, and the e-mail change link.

function day(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Three days before a project's package ends (docs/product.md#records Project autoRenew). */
export function projectReminderMail(
  brand: Brand,
  project: { title: string; url: string; expiredAt: Date; autoRenew: boolean; packageName: string },
  links: { project: string; buy: string },
): MailContent {
  return render(brand, {
    subject: `${project.title}: your traffic package ends on ${day(project.expiredAt)}`,
    paragraphs: [
      `The package "${project.packageName}" on ${project.title} (${project.url}) ends on ${day(project.expiredAt)} (UTC).`,
      project.autoRenew
        ? `Auto-renew is on: on that day one credit of "${project.packageName}" is taken from your balance and the traffic goes on. Without a credit left, the campaign stops.`
        : 'Auto-renew is off: the campaign stops on that day unless you put a package on the project again.',
    ],
    action: { label: 'Buy credits', url: links.buy },
    after: [`Your project: ${links.project}`],
  });
}

/** A project's package ended and was not renewed (no credit left, or auto-renew off). */
export function projectExpiredMail(
  brand: Brand,
  project: { title: string; url: string; autoRenew: boolean; packageName: string },
  links: { project: string; buy: string },
): MailContent {
  return render(brand, {
    subject: `${project.title}: your traffic package has ended`,
    paragraphs: [
      `The package "${project.packageName}" on ${project.title} (${project.url}) has ended and its campaign is stopped.`,
      project.autoRenew
        ? `Auto-renew found no credit of "${project.packageName}" on your balance. Buy credits, then put the package on the project again.`
        : 'Auto-renew is off for this project. To go on, put a package from your balance on it again.',
    ],
    action: { label: 'Buy credits', url: links.buy },
    after: [`Your project: ${links.project}`],
  });
}

/** The delivered mix of a project is off its order (docs/targeting.md "Off target"); sent once until it is back. */
export function projectOffTargetMail(
  brand: Brand,
  project: { title: string; url: string },
  gap: { points: number; on: string },
  links: { statistics: string },
): MailContent {
  return render(brand, {
    subject: `${project.title}: delivered traffic is off your order`,
    paragraphs: [
      `Over the last day, the traffic delivered to ${project.title} (${project.url}) is ${gap.points} points away from your order (${gap.on}).`,
      'We have asked our delivery partner to correct it. The statistics page sets what was delivered beside what you ordered; it clears by itself once delivery is back on target.',
    ],
    action: { label: 'See delivered versus ordered', url: links.statistics },
  });
}

/** The e-mail change link, sent to the NEW address: the change happens only when it is opened. */
export function changeEmailMail(brand: Brand, link: string, newEmail: string): MailContent {
  return render(brand, {
    subject: `Confirm your new e-mail address for ${brand.siteName}`,
    paragraphs: [`You asked to sign in to ${brand.siteName} with ${newEmail} from now on. Confirm that this address is yours:`],
    action: { label: 'Confirm new address', url: link },
    after: [
      'The link is valid for 24 hours and can be used once. Until then your old address stays your login. If you did not ask for this, ignore this message.',
    ],
  });
}
