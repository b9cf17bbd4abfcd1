import Foundation

let kettle = Kettle()
print(kettle.boil())
