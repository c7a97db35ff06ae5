import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { Config } from '../../config.ts';

interface FacebookProfile {
  name?: string;
  email?: string;
  picture?: string | { data?: { url?: string } };
}

/**
 * Google (OpenID Connect, from its discovery document) and Facebook (OAuth 2 with the Graph API
 * for the profile), as generic OAuth providers so their endpoints can point at a local OAuth
 * server in tests. A new social user has no username yet: the preference dialog asks for one.
 */
export function socialProviders(social: Config['social']): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  if (social.google) {
    providers.push({
      providerId: 'google',
      clientId: social.google.clientId,
      clientSecret: social.google.clientSecret,
      discoveryUrl: social.google.discoveryUrl,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    });
  }
  if (social.facebook) {
    providers.push({
      providerId: 'facebook',
      clientId: social.facebook.clientId,
      clientSecret: social.facebook.clientSecret,
      authorizationUrl: social.facebook.authorizationUrl,
      tokenUrl: social.facebook.tokenUrl,
      userInfoUrl: social.facebook.userInfoUrl,
      scopes: ['email', 'public_profile'],
      mapProfileToUser: (profile) => {
        const facebook = profile as FacebookProfile;
        const picture = typeof facebook.picture === 'string' ? facebook.picture : facebook.picture?.data?.url;
        return {
          name: facebook.name,
          email: facebook.email,
          image: picture,
        };
      },
    });
  }
  return providers;
}

export function configuredProviders(social: Config['social']): ('google' | 'facebook')[] {
  return (['google', 'facebook'] as const).filter((provider) => social[provider] !== null);
}
