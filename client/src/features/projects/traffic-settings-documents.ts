/*
 * The GraphQL documents of a project's traffic settings (docs/targeting.md): the settings in force, their history,
 * the defaults a new project starts from, what each package tier unlocks, the geo dictionary, and the save. The read
 * and the save answer the same fields, so a save's answer replaces the read in the cache and every view of the
 * settings shows the saved version.
 */
import { graphql } from '@/graphql/generated';

export const TrafficSettingsFieldsFragment = graphql(`
  fragment TrafficSettingsFields on TrafficSettings {
    version
    savedAt
    tier
    beyondTier
    summary
    visitorsPerDay
    geo {
      split
      worldwide
      countries {
        code
        name
        share
        states
        cities
        stateDetails {
          code
          name
        }
        cityDetails {
          id
          name
        }
      }
    }
    sources {
      direct
      organic
      social
      referral
      searchEngine
      keywords
      socialNetworks
      referrers
    }
    devices {
      desktop
      mobile
      tablet
    }
    behaviour {
      bounceRate
      minDurationSeconds
      maxDurationSeconds
      pagesPerVisit
      pages {
        url
        weight
      }
    }
    pace {
      curve
      timeZone
      rampUpDays
      utm {
        source
        medium
        campaign
        term
        content
      }
    }
  }
`);

export const ProjectTrafficSettingsQuery = graphql(`
  query ProjectTrafficSettings($projectId: Int!) {
    projectTrafficSettings(projectId: $projectId) {
      ...TrafficSettingsFields
    }
  }
`);

/** The defaults a new project starts from: version 0, on the standard tier. */
export const TrafficSettingsDefaultsQuery = graphql(`
  query TrafficSettingsDefaults {
    trafficSettingsDefaults {
      ...TrafficSettingsFields
    }
  }
`);

export const UpdateProjectTrafficSettingsMutation = graphql(`
  mutation UpdateProjectTrafficSettings($projectId: Int!, $input: TrafficSettingsInput!) {
    updateProjectTrafficSettings(projectId: $projectId, input: $input) {
      ...TrafficSettingsFields
    }
  }
`);

/** What each tier unlocks and the countries to choose from (with those that can be narrowed to states or cities). */
export const TrafficSettingsOptionsQuery = graphql(`
  query TrafficSettingsOptions {
    trafficTiers {
      tier
      unlocks
      packageFilter
    }
    geoDictionary {
      countries {
        code
        name
      }
      countriesWithStates
      countriesWithCities
    }
  }
`);

export const GeoStatesQuery = graphql(`
  query GeoStates($country: String!) {
    geoStates(country: $country) {
      code
      name
    }
  }
`);

export const GeoCitiesQuery = graphql(`
  query GeoCities($country: String!, $query: String, $limit: Int) {
    geoCities(country: $country, query: $query, limit: $limit) {
      id
      name
    }
  }
`);

export const ProjectTrafficSettingsHistoryQuery = graphql(`
  query ProjectTrafficSettingsHistory($projectId: Int!, $limit: Int) {
    projectTrafficSettingsHistory(projectId: $projectId, limit: $limit) {
      version
      savedAt
      sections
      changedBy {
        byStaff
        email
        actingAdminEmail
      }
    }
  }
`);
