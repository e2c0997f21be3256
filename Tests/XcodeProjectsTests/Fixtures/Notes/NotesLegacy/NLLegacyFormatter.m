// An Objective-C framework the app links: not compiled on Linux (openuikit test lists it).
#import <Foundation/Foundation.h>

@interface NLLegacyFormatter : NSObject
@end

@implementation NLLegacyFormatter
@end
