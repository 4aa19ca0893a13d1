import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GeoCity, GeoRegion } from '../geo/geo.types';
import {
  defaultSettings,
  type GeoSplit,
  type PaceCurve,
  type SearchEngine,
  type SocialNetwork,
  type TrafficSettingsDoc,
} from './traffic-settings';

/*
 * The GraphQL shape of traffic settings (traffic-settings.ts holds the rules). The input mirrors the stored document;
 * a section left out takes its default, so a client may send only what it chooses. Choices are plain strings
 * checked by the rules, so a wrong one is answered as a violation on its field like any other.
 */

@InputType()
export class CountryTargetInput {
  @Field({ description: 'ISO 3166-1 alpha-2 code.' })
  code!: string;

  @Field(() => Int, { nullable: true, description: 'Percent of the visitors, with the "shares" split; null with "even".' })
  share?: number | null;

  @Field(() => [String], { nullable: true, description: 'State codes (geoStates); Professional packages.' })
  states?: string[] | null;

  @Field(() => [Int], { nullable: true, description: 'City ids (geoCities); Professional packages.' })
  cities?: number[] | null;
}

@InputType()
export class GeoTargetingInput {
  @Field(() => String, { nullable: true, description: '"even" (default) or "shares".' })
  split?: string | null;

  @Field(() => [CountryTargetInput], { description: 'No countries: worldwide.' })
  countries!: CountryTargetInput[];
}

@InputType()
export class SourceSplitInput {
  @Field(() => Int) direct!: number;
  @Field(() => Int) organic!: number;
  @Field(() => Int) social!: number;
  @Field(() => Int) referral!: number;

  @Field(() => String, { nullable: true, description: 'google, bing, yahoo, duckduckgo, yandex or baidu; needed with an organic share.' })
  searchEngine?: string | null;

  @Field(() => [String], { nullable: true, description: 'Up to 20 search keywords; Professional packages.' })
  keywords?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'facebook, x, instagram, linkedin, pinterest, reddit, youtube, tiktok.' })
  socialNetworks?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Up to 10 referring URLs.' })
  referrers?: string[] | null;
}

@InputType()
export class DeviceSplitInput {
  @Field(() => Int) desktop!: number;
  @Field(() => Int) mobile!: number;
  @Field(() => Int) tablet!: number;
}

@InputType()
export class PageWeightInput {
  @Field({ description: "A page of the project's site." })
  url!: string;

  @Field(() => Int, { description: '1 to 100: the share of further page views relative to the other pages.' })
  weight!: number;
}

@InputType()
export class VisitBehaviourInput {
  @Field(() => Int) bounceRate!: number;
  @Field(() => Int) minDurationSeconds!: number;
  @Field(() => Int) maxDurationSeconds!: number;
  @Field(() => Int) pagesPerVisit!: number;

  @Field(() => [PageWeightInput], { nullable: true, description: "Up to 10 further pages of the project's site." })
  pages?: PageWeightInput[] | null;
}

@InputType()
export class UtmInput {
  @Field(() => String, { nullable: true }) source?: string | null;
  @Field(() => String, { nullable: true }) medium?: string | null;
  @Field(() => String, { nullable: true }) campaign?: string | null;
  @Field(() => String, { nullable: true }) term?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
}

@InputType()
export class PaceInput {
  @Field({ description: '"even", "businessHours" (Professional packages, with timeZone) or "rampUp" (with rampUpDays).' })
  curve!: string;

  @Field(() => String, { nullable: true, description: 'IANA time zone of the business hours, e.g. Europe/Berlin.' })
  timeZone?: string | null;

  @Field(() => Int, { nullable: true, description: 'Days to reach the full daily pace, 1 to 30.' })
  rampUpDays?: number | null;

  @Field(() => UtmInput, { nullable: true })
  utm?: UtmInput | null;
}

@InputType({ description: 'A whole settings document; a section left out takes its default.' })
export class TrafficSettingsInput {
  @Field(() => GeoTargetingInput, { nullable: true }) geo?: GeoTargetingInput | null;
  @Field(() => SourceSplitInput, { nullable: true }) sources?: SourceSplitInput | null;
  @Field(() => DeviceSplitInput, { nullable: true }) devices?: DeviceSplitInput | null;
  @Field(() => VisitBehaviourInput, { nullable: true }) behaviour?: VisitBehaviourInput | null;
  @Field(() => PaceInput, { nullable: true }) pace?: PaceInput | null;
}

/** The document the input describes, before the rules are checked (normalizeSettings, checkSettings). */
export function settingsFromInput(input: TrafficSettingsInput): TrafficSettingsDoc {
  const base = defaultSettings();
  const { geo, sources, devices, behaviour, pace } = input;
  return {
    geo: geo
      ? {
          split: (geo.split ?? 'even') as GeoSplit,
          countries: geo.countries.map((c) => ({ code: c.code, share: c.share ?? null, states: c.states ?? [], cities: c.cities ?? [] })),
        }
      : base.geo,
    sources: sources
      ? {
          direct: sources.direct,
          organic: sources.organic,
          social: sources.social,
          referral: sources.referral,
          searchEngine: (sources.searchEngine ?? null) as SearchEngine | null,
          keywords: sources.keywords ?? [],
          socialNetworks: (sources.socialNetworks ?? []) as SocialNetwork[],
          referrers: sources.referrers ?? [],
        }
      : base.sources,
    devices: devices ? { desktop: devices.desktop, mobile: devices.mobile, tablet: devices.tablet } : base.devices,
    behaviour: behaviour
      ? {
          bounceRate: behaviour.bounceRate,
          minDurationSeconds: behaviour.minDurationSeconds,
          maxDurationSeconds: behaviour.maxDurationSeconds,
          pagesPerVisit: behaviour.pagesPerVisit,
          pages: (behaviour.pages ?? []).map((p) => ({ url: p.url, weight: p.weight })),
        }
      : base.behaviour,
    pace: pace
      ? {
          curve: pace.curve as PaceCurve,
          timeZone: pace.timeZone ?? null,
          rampUpDays: pace.rampUpDays ?? null,
          utm: pace.utm
            ? {
                source: pace.utm.source ?? null,
                medium: pace.utm.medium ?? null,
                campaign: pace.utm.campaign ?? null,
                term: pace.utm.term ?? null,
                content: pace.utm.content ?? null,
              }
            : null,
        }
      : base.pace,
  };
}

@ObjectType({ simpleResolvers: true })
export class CountryTarget {
  @Field() code!: string;
  @Field() name!: string;
  @Field(() => Int, { nullable: true }) share!: number | null;
  @Field(() => [String], { description: 'State codes, as the input takes them.' }) states!: string[];
  @Field(() => [Int], { description: 'City ids, as the input takes them.' }) cities!: number[];
  @Field(() => [GeoRegion], { description: 'The states with their names.' }) stateDetails!: GeoRegion[];
  @Field(() => [GeoCity], { description: 'The cities with their names.' }) cityDetails!: GeoCity[];
}

@ObjectType({ simpleResolvers: true })
export class GeoTargeting {
  @Field() split!: string;
  @Field({ description: 'No countries chosen.' }) worldwide!: boolean;
  @Field(() => [CountryTarget]) countries!: CountryTarget[];
}

@ObjectType({ simpleResolvers: true })
export class SourceSplit {
  @Field(() => Int) direct!: number;
  @Field(() => Int) organic!: number;
  @Field(() => Int) social!: number;
  @Field(() => Int) referral!: number;
  @Field(() => String, { nullable: true }) searchEngine!: string | null;
  @Field(() => [String]) keywords!: string[];
  @Field(() => [String]) socialNetworks!: string[];
  @Field(() => [String]) referrers!: string[];
}

@ObjectType({ simpleResolvers: true })
export class DeviceSplit {
  @Field(() => Int) desktop!: number;
  @Field(() => Int) mobile!: number;
  @Field(() => Int) tablet!: number;
}

@ObjectType({ simpleResolvers: true })
export class PageWeight {
  @Field() url!: string;
  @Field(() => Int) weight!: number;
}

@ObjectType({ simpleResolvers: true })
export class VisitBehaviour {
  @Field(() => Int) bounceRate!: number;
  @Field(() => Int) minDurationSeconds!: number;
  @Field(() => Int) maxDurationSeconds!: number;
  @Field(() => Int) pagesPerVisit!: number;
  @Field(() => [PageWeight]) pages!: PageWeight[];
}

@ObjectType({ simpleResolvers: true })
export class UtmTags {
  @Field(() => String, { nullable: true }) source!: string | null;
  @Field(() => String, { nullable: true }) medium!: string | null;
  @Field(() => String, { nullable: true }) campaign!: string | null;
  @Field(() => String, { nullable: true }) term!: string | null;
  @Field(() => String, { nullable: true }) content!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class Pace {
  @Field() curve!: string;
  @Field(() => String, { nullable: true }) timeZone!: string | null;
  @Field(() => Int, { nullable: true }) rampUpDays!: number | null;
  @Field(() => UtmTags, { nullable: true }) utm!: UtmTags | null;
}

@ObjectType({ description: "A project's traffic settings: what the customer ordered.", simpleResolvers: true })
export class TrafficSettings {
  @Field(() => Int, { description: '0: never saved, the defaults.' }) version!: number;
  @Field(() => Date, { nullable: true, description: 'When this version was saved; null for the defaults.' }) savedAt!: Date | null;
  @Field({ description: 'The tier of the project\'s package: "standard" or "professional".' }) tier!: string;
  @Field(() => GeoTargeting) geo!: GeoTargeting;
  @Field(() => SourceSplit) sources!: SourceSplit;
  @Field(() => DeviceSplit) devices!: DeviceSplit;
  @Field(() => VisitBehaviour) behaviour!: VisitBehaviour;
  @Field(() => Pace) pace!: Pace;
  @Field(() => Int, { nullable: true, description: "The package's size over its days; null without a package." })
  visitorsPerDay!: number | null;
  @Field({ description: 'The order in plain words.' }) summary!: string;
  @Field(() => [String], {
    description:
      'Professional settings saved under an earlier package that the current one does not unlock: the partner runs their standard form.',
  })
  beyondTier!: string[];
}

@ObjectType({
  description: 'Who saved a version. Staff see the e-mails; an owner sees whether staff made the change.',
  simpleResolvers: true,
})
export class SettingsAuthor {
  @Field({ description: 'Saved by staff (directly, or while switched to the owner).' }) byStaff!: boolean;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'The real admin behind a save made while switched to a user.' })
  actingAdminEmail!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class TrafficSettingsVersion {
  @Field(() => Int) version!: number;
  @Field() savedAt!: Date;
  @Field(() => [String], { description: 'The sections that changed from the version before.' }) sections!: string[];
  @Field(() => SettingsAuthor) changedBy!: SettingsAuthor;
  @Field(() => TrafficSettings) settings!: TrafficSettings;
}

@ObjectType({ description: 'What a package tier unlocks in the traffic settings.', simpleResolvers: true })
export class TrafficTier {
  @Field() tier!: string;
  @Field(() => [String]) unlocks!: string[];
  @Field({ description: 'The package catalogue filter that lists packages of this tier.' }) packageFilter!: string;
}
