/**
 * Ready-to-paste integration code for an ad position, per SDK language, with
 * its real IDs. Only IDs and closed values go into the code (never a name the
 * user typed), so nothing in it can break out of a string or a comment. The
 * result is plain text: it is shown in a <pre>, never as HTML.
 */
import type { AdPosition } from '@/contract/typings';

export const SNIPPET_LANGUAGES = ['kotlin', 'swift', 'csharp'] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

type Ids = Pick<
  AdPosition,
  'appId' | 'unitId' | 'adType' | 'bannerSize' | 'nativeTemplate' | 'orientation' | 'rewardAmount'
>;

/** Digits, letters, '-', 'x' only: what IDs and value sets are made of. */
const safe = (v: string | number | null | undefined) => String(v ?? '').replace(/[^A-Za-z0-9_.-]/g, '');

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function size(p: Ids): [string, string] {
  const [w, h] = safe(p.bannerSize ?? '320x50').split('x');
  return [w || '320', h || '50'];
}

function kotlin(p: Ids): string {
  const app = safe(p.appId);
  const unit = safe(p.unitId);
  const init = `// Once, in Application.onCreate()\nMediaConsoleAds.initialize(this, appId = "${app}")\n\n`;
  switch (p.adType) {
    case 'banner': {
      const [w, h] = size(p);
      return `${init}val banner = BannerAdView(context).apply {\n    unitId = "${unit}"\n    adSize = AdSize(${w}, ${h})\n}\ncontainer.addView(banner)\nbanner.loadAd()\n`;
    }
    case 'native':
      return `${init}NativeAdLoader(context, unitId = "${unit}")\n    .template(NativeTemplate.${safe(p.nativeTemplate ?? 'medium').toUpperCase()})\n    .load { ad -> nativeAdView.show(ad) }\n`;
    case 'interstitial':
      return `${init}InterstitialAd.load(context, unitId = "${unit}") { ad ->\n    ad?.show(activity)\n}\n`;
    case 'splash':
      return `${init}SplashAd.load(activity, unitId = "${unit}", orientation = Orientation.${safe(p.orientation ?? 'portrait').toUpperCase()}) { ad ->\n    ad?.show(activity)\n}\n`;
    case 'rewarded':
      return `${init}RewardedAd.load(context, unitId = "${unit}") { ad ->\n    ad?.show(activity) { reward ->\n        // reward.amount == ${safe(p.rewardAmount)}: grant it (or wait for your server callback)\n    }\n}\n`;
  }
}

function swift(p: Ids): string {
  const app = safe(p.appId);
  const unit = safe(p.unitId);
  const init = `// Once, in application(_:didFinishLaunchingWithOptions:)\nMediaConsoleAds.start(appId: "${app}")\n\n`;
  switch (p.adType) {
    case 'banner': {
      const [w, h] = size(p);
      return `${init}let banner = BannerAdView(unitId: "${unit}", size: CGSize(width: ${w}, height: ${h}))\nbanner.rootViewController = self\nview.addSubview(banner)\nbanner.load()\n`;
    }
    case 'native':
      return `${init}NativeAdLoader(unitId: "${unit}", template: .${safe(p.nativeTemplate ?? 'medium')}).load { ad in\n    nativeAdView.show(ad)\n}\n`;
    case 'interstitial':
      return `${init}InterstitialAd.load(unitId: "${unit}") { ad in\n    ad?.present(from: self)\n}\n`;
    case 'splash':
      return `${init}SplashAd.load(unitId: "${unit}", orientation: .${safe(p.orientation ?? 'portrait')}) { ad in\n    ad?.present(from: self)\n}\n`;
    case 'rewarded':
      return `${init}RewardedAd.load(unitId: "${unit}") { ad in\n    ad?.present(from: self) { reward in\n        // reward.amount == ${safe(p.rewardAmount)}: grant it (or wait for your server callback)\n    }\n}\n`;
  }
}

function csharp(p: Ids): string {
  const app = safe(p.appId);
  const unit = safe(p.unitId);
  const init = `// Once, in your first scene's Start()\nMediaConsoleAds.Initialize("${app}");\n\n`;
  switch (p.adType) {
    case 'banner': {
      const [w, h] = size(p);
      return `${init}var banner = new BannerView("${unit}", new AdSize(${w}, ${h}), AdPosition.Bottom);\nbanner.Load();\n`;
    }
    case 'native':
      return `${init}NativeAd.Load("${unit}", NativeTemplate.${capital(safe(p.nativeTemplate ?? 'medium'))}, ad => nativeAdView.Show(ad));\n`;
    case 'interstitial':
      return `${init}InterstitialAd.Load("${unit}", ad => ad?.Show());\n`;
    case 'splash':
      return `${init}SplashAd.Load("${unit}", ScreenOrientation.${capital(safe(p.orientation ?? 'portrait'))}, ad => ad?.Show());\n`;
    case 'rewarded':
      return `${init}RewardedAd.Load("${unit}", ad => ad?.Show(reward =>\n{\n    // reward.Amount == ${safe(p.rewardAmount)}: grant it (or wait for your server callback)\n}));\n`;
  }
}

export function snippetFor(language: SnippetLanguage, p: Ids): string {
  if (language === 'kotlin') return kotlin(p);
  if (language === 'swift') return swift(p);
  return csharp(p);
}
